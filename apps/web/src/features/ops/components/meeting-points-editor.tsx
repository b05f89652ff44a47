/**
 * Meeting points (issue 15 §1), edited by an admin: one text per terminal and service type, which
 * travellers see with their meeting time (10 to 500 characters, as the API requires), and its
 * short wording for texts ("at the aircraft door", 3 to 40 characters; issue 36 item 6).
 */
import {
  MEETING_POINT_SHORT_LABEL_MAX,
  type ServiceType,
  type Terminal,
  UpdateMeetingPointRequestSchema,
} from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { serviceLabel } from '../../bookings/index';
import { meetingPointsQuery, useUpdateMeetingPoint } from '../api/meeting-points';

export function MeetingPointsEditor() {
  const points = useQuery(meetingPointsQuery());
  return (
    <section aria-labelledby="meeting-points-heading" className="flex flex-col gap-3">
      <h2 id="meeting-points-heading" className="text-lg font-bold text-slate-900">
        Meeting points
      </h2>
      {points.isPending ? <Spinner label="Loading meeting points..." className="py-4" /> : null}
      {points.isError ? <Alert tone="error">{points.error.message}</Alert> : null}
      {points.data?.length === 0 ? <p className="text-slate-700">No meeting point is set.</p> : null}
      <div className="grid gap-3 md:grid-cols-2">
        {points.data?.map((p) => (
          <MeetingPointForm
            key={`${p.terminal}-${p.serviceType}-${p.description}-${p.shortLabel}`}
            terminal={p.terminal}
            serviceType={p.serviceType}
            description={p.description}
            shortLabel={p.shortLabel}
          />
        ))}
      </div>
    </section>
  );
}

function MeetingPointForm(props: {
  terminal: Terminal;
  serviceType: ServiceType;
  description: string;
  shortLabel: string;
}) {
  const { terminal, serviceType } = props;
  const save = useUpdateMeetingPoint();
  const [description, setDescription] = useState(props.description);
  const [shortLabel, setShortLabel] = useState(props.shortLabel);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const parsed = UpdateMeetingPointRequestSchema.safeParse({ description, shortLabel });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter 10 to 500 characters');
      return;
    }
    setError(undefined);
    save.mutate(
      { terminal, serviceType, description: parsed.data.description, shortLabel: parsed.data.shortLabel },
      { onSuccess: () => setSaved(true), onError: (err) => setError(err.message) },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3">
      <Field label={`${terminal} terminal, ${serviceLabel(serviceType)}`} error={error}>
        <Textarea rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      <Field label="In a few words, for texts" hint="e.g. at the aircraft door">
        <Input
          value={shortLabel}
          maxLength={MEETING_POINT_SHORT_LABEL_MAX}
          onChange={(e) => setShortLabel(e.target.value)}
        />
      </Field>
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
          <span className="sr-only">
            {' '}
            meeting point for {terminal} terminal, {serviceLabel(serviceType)}
          </span>
        </Button>
        <span role="status" className="text-sm text-green-800">
          {saved ? 'Saved' : ''}
        </span>
      </div>
    </form>
  );
}
