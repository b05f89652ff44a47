/** Text helpers for what screens show. */

/** First letter upper case: 'confirmed' -> 'Confirmed' (spec §2 Bookings: statuses). */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
