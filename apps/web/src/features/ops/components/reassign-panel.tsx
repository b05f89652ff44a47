/**
 * Reassign from a board row (issue 15 §6): choose among the officers the API says could take the
 * booking now, either to replace an assigned officer or to add one, or unassign. The API applies
 * the same checks (on shift, free, serving the terminal) and its refusal is shown as it says.
 */
import type { OpsBooking } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { candidatesQuery, useAssignOfficer, useUnassignOfficer } from '../api/assignments';

const ADD = '';

export function ReassignPanel({ booking, onDone }: { booking: OpsBooking; onDone(): void }) {
  const candidates = useQuery(candidatesQuery(booking.id));
  const assign = useAssignOfficer();
  const unassign = useUnassignOfficer();
  const [officerId, setOfficerId] = useState('');
  const [replaceId, setReplaceId] = useState<string>(booking.officers[0]?.id ?? ADD);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const formId = useId();
  const busy = assign.isPending || unassign.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!officerId) {
      setMessage({ tone: 'error', text: 'Choose an officer' });
      return;
    }
    setMessage(null);
    assign.mutate(
      { bookingId: booking.id, officerId, replaceOfficerId: replaceId || undefined },
      {
        onSuccess: () => onDone(),
        onError: (error) => setMessage({ tone: 'error', text: error.message }),
      },
    );
  };

  const remove = (id: string, name: string) => {
    setMessage(null);
    unassign.mutate(
      { bookingId: booking.id, officerId: id },
      {
        onSuccess: () => setMessage({ tone: 'success', text: `${name} unassigned` }),
        onError: (error) => setMessage({ tone: 'error', text: error.message }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      {booking.officers.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`Officers on ${booking.bookingReference}`}>
          {booking.officers.map((o) => {
            const name = `${o.firstName} ${o.lastName}`;
            return (
              <li key={o.id}>
                <Button size="sm" variant="outline" disabled={busy} onClick={() => remove(o.id, name)}>
                  Unassign {name}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <form id={formId} onSubmit={submit} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <Field label="New officer">
          <Select value={officerId} onChange={(e) => setOfficerId(e.target.value)} disabled={busy}>
            <option value="">
              {candidates.isPending
                ? 'Loading officers...'
                : candidates.data?.length
                  ? 'Choose an officer'
                  : 'No officer is free for this window'}
            </option>
            {candidates.data?.map((o) => (
              <option key={o.id} value={o.id}>
                {o.firstName} {o.lastName} ({o.badgeNumber})
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Instead of">
          <Select value={replaceId} onChange={(e) => setReplaceId(e.target.value)} disabled={busy}>
            {booking.officers.map((o) => (
              <option key={o.id} value={o.id}>
                {o.firstName} {o.lastName}
              </option>
            ))}
            <option value={ADD}>Nobody (add an officer)</option>
          </Select>
        </Field>
        <Button type="submit" disabled={busy}>
          {assign.isPending ? 'Assigning...' : 'Assign'}
        </Button>
      </form>
      {candidates.isError ? <Alert tone="error">{candidates.error.message}</Alert> : null}
      <div aria-live="polite">{message ? <Alert tone={message.tone}>{message.text}</Alert> : null}</div>
    </div>
  );
}
