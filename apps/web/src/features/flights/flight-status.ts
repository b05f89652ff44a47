/**
 * How a booked flight's status reads on a booking card and on the day board (issue 18 §5): the
 * status the provider last reported and when it was checked, in Lagos time with "WAT".
 */

import { capitalise } from '../../lib/text';
import { formatWat } from '../../lib/wat';

/** "Delayed · checked Mon 23 Nov, 14:32 WAT", or "Scheduled · not checked yet". */
export function flightStatusLine(status: string, checkedAt: string | null): string {
  const checked = checkedAt ? `checked ${formatWat(checkedAt, 'EEE d MMM, HH:mm')}` : 'not checked yet';
  return `${capitalise(status)} · ${checked}`;
}

/** The sentence a traveller reads when the flight was cancelled or diverted (issue 18 §4). */
export function disruptionNotice(disruption: 'cancelled' | 'diverted'): string {
  return `Your flight was ${disruption}. You can cancel this booking and get a full refund, whatever the time.`;
}
