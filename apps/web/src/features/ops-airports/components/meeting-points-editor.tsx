/**
 * The meeting points of one served airport (issue 15 §1; issue 41 item 1): one text per terminal
 * and service type, which travellers see with their meeting time (10 to 500 characters, as the
 * API requires), and its short wording for texts ("at the aircraft door", 3 to 40 characters;
 * issue 36 item 6). An admin edits them, and sets one for a terminal that has none yet; a
 * dispatcher reads them.
 */
import {
  MEETING_POINT_SHORT_LABEL_MAX,
  type MeetingPoint,
  SERVICE_TYPES,
  type ServedAirport,
  type ServiceType,
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

export function MeetingPointsEditor({ airport, canEdit }: { airport: ServedAirport; canEdit: boolean }) {
  const points = useQuery(meetingPointsQuery(airport.iata));
  const headingId = `meeting-points-${airport.iata}`;
  const pointOf = (terminal: string, serviceType: ServiceType): MeetingPoint | undefined =>
    points.data?.find((p) => p.terminal === terminal && p.serviceType === serviceType);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-bold text-slate-900">
        Meeting points at {airport.iata}
      </h3>
      {points.isPending ? <Spinner label="Loading meeting points..." className="py-4" /> : null}
      {points.isError ? <Alert tone="error">{points.error.message}</Alert> : null}
      {airport.terminals.length === 0 ? (
        <p className="text-slate-700">Add a terminal to set its meeting points.</p>
      ) : null}
      {points.data ? (
        <div className="grid gap-3 md:grid-cols-2">
          {airport.terminals.flatMap((t) =>
            SERVICE_TYPES.map((serviceType) => {
              const point = pointOf(t.name, serviceType);
              const props = {
                airportIata: airport.iata,
                terminal: t.name,
                serviceType,
                description: point?.description ?? '',
                shortLabel: point?.shortLabel ?? '',
              };
              return canEdit ? (
                <MeetingPointForm
                  key={`${t.name}-${serviceType}-${props.description}-${props.shortLabel}`}
                  {...props}
                />
              ) : (
                <MeetingPointText key={`${t.name}-${serviceType}`} {...props} />
              );
            }),
          )}
        </div>
      ) : null}
    </section>
  );
}

interface PointProps {
  airportIata: string;
  terminal: string;
  serviceType: ServiceType;
  description: string;
  shortLabel: string;
}

const pointLabel = (p: Pick<PointProps, 'terminal' | 'serviceType'>) =>
  `${p.terminal} terminal, ${serviceLabel(p.serviceType)}`;

function MeetingPointText(props: PointProps) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <p className="text-sm font-semibold text-slate-900">{pointLabel(props)}</p>
      <p className="text-slate-800">{props.description || 'No meeting point is set.'}</p>
      {props.shortLabel ? <p className="text-sm text-slate-700">In texts: {props.shortLabel}</p> : null}
    </div>
  );
}

function MeetingPointForm(props: PointProps) {
  const { airportIata, terminal, serviceType } = props;
  const save = useUpdateMeetingPoint();
  const [description, setDescription] = useState(props.description);
  const [shortLabel, setShortLabel] = useState(props.shortLabel);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const parsed = UpdateMeetingPointRequestSchema.safeParse({ description, shortLabel: shortLabel || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter 10 to 500 characters');
      return;
    }
    setError(undefined);
    save.mutate(
      { airportIata, terminal, serviceType, ...parsed.data },
      { onSuccess: () => setSaved(true), onError: (err) => setError(err.message) },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3">
      <Field label={pointLabel(props)} error={error}>
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
          <span className="sr-only"> meeting point for {pointLabel(props)}</span>
        </Button>
        <span role="status" className="text-sm text-green-800">
          {saved ? 'Saved' : ''}
        </span>
      </div>
    </form>
  );
}
