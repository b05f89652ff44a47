/**
 * How a booked flight's status reads on a booking card and on the day board (issue 18 §5): the
 * status the provider last reported and when it was checked, on the airport's clock with its zone.
 */

import { disruptionKeptText } from '@fasttrack/contracts';
import { capitalise } from '../../lib/text';
import { formatInZone } from '../../lib/wat';

/**
 * "Delayed · checked Mon 23 Nov, 14:32 WAT", or "Scheduled · not checked yet".
 * @param timeZone the booking's airport zone.
 */
export function flightStatusLine(status: string, checkedAt: string | null, timeZone: string): string {
  const checked = checkedAt ? `checked ${formatInZone(checkedAt, timeZone, 'EEE d MMM, HH:mm')}` : 'not checked yet';
  return `${capitalise(status)} · ${checked}`;
}

/**
 * The sentence a booking card shows when the flight was cancelled or diverted (issue 26 §3): the
 * choice waits on the booking page; once the traveller kept the booking, what happens next.
 */
export function disruptionNotice(disruption: 'cancelled' | 'diverted', choice?: 'refund' | 'keep' | null): string {
  if (choice === 'keep') return disruptionKeptText(disruption);
  return `Your flight was ${disruption}. Open the booking to choose a full refund now or to keep it for your new flight.`;
}

/**
 * The flight's own new time at the booking's airport (`timeZone`) when the provider reported one that differs from the
 * timetable (issue 26 §3: shown beside the meeting time), e.g. "New estimated landing: Mon 23 Nov,
 * 19:45 WAT"; null otherwise.
 */
export function estimatedFlightTimeLine(
  serviceType: 'arrival' | 'departure',
  flight: {
    departureTime: string;
    arrivalTime: string;
    estimatedDepartureTime?: string | null;
    estimatedArrivalTime?: string | null;
  },
  timeZone: string,
): string | null {
  const arrival = serviceType === 'arrival';
  const estimated = arrival ? flight.estimatedArrivalTime : flight.estimatedDepartureTime;
  const scheduled = arrival ? flight.arrivalTime : flight.departureTime;
  if (!estimated || new Date(estimated).getTime() === new Date(scheduled).getTime()) return null;
  return `New estimated ${arrival ? 'landing' : 'departure'}: ${formatInZone(estimated, timeZone, 'EEE d MMM, HH:mm')}`;
}
