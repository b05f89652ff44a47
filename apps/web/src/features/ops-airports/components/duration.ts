/**
 * A window of time as the rules form types it (issue 41 item 1): a whole number of hours or of
 * minutes. The API keeps minutes.
 */

/** What the admin typed: the number as text and its unit. */
export interface Duration {
  amount: string;
  unit: 'hours' | 'minutes';
}

/** Minutes as the form first shows them: whole hours in hours (720 -> 12 hours), else minutes. */
export function durationOf(minutes: number): Duration {
  return minutes % 60 === 0
    ? { amount: String(minutes / 60), unit: 'hours' }
    : { amount: String(minutes), unit: 'minutes' };
}

/** The minutes typed; null when the amount is not a whole number. */
export function durationMinutes(d: Duration): number | null {
  const text = d.amount.trim();
  if (!/^\d{1,6}$/.test(text)) return null;
  return d.unit === 'hours' ? Number(text) * 60 : Number(text);
}

/** "12 hours", "1 hour", "90 minutes", "0 minutes" (none). */
export function durationText(minutes: number): string {
  if (minutes > 0 && minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
