/**
 * What a `service-retimed` row's payload says moved (issue 26 §3; issue 36 items 5, 6): the new
 * `meetingTime`, the `previous` one when known, and for a move to another flight `movedFrom`
 * (its flight number) and `movedFromDisruption` (cancelled, diverted or null). Every channel
 * words the change from this, with the sentences of contracts `meeting-change.ts`.
 */
import type { MeetingChange } from '@fasttrack/contracts';

/** The payload a re-time or a move enqueues. */
export interface RetimedPayload {
  meetingTime: string;
  previous: string | null;
  movedFrom?: string;
  movedFromDisruption?: 'cancelled' | 'diverted' | null;
  movedTo?: string;
}

/** The change the row announces, for a booking now on `flightNumber`; null when the previous time is unknown. */
export function changeOfPayload(payload: Record<string, unknown>, flightNumber: string): MeetingChange | null {
  const p = payload as Partial<RetimedPayload>;
  if (typeof p.meetingTime !== 'string') return null;
  const movedFrom = typeof p.movedFrom === 'string' ? p.movedFrom : null;
  const previous = typeof p.previous === 'string' ? p.previous : null;
  if (!movedFrom && !previous) return null;
  const disruption =
    p.movedFromDisruption === 'cancelled' || p.movedFromDisruption === 'diverted' ? p.movedFromDisruption : null;
  return {
    kind: movedFrom ? 'moved' : 'retimed',
    fromMeetingTime: previous ?? p.meetingTime,
    toMeetingTime: p.meetingTime,
    fromFlightNumber: movedFrom,
    fromFlightDisruption: movedFrom ? disruption : null,
    toFlightNumber: movedFrom ? flightNumber : null,
  };
}
