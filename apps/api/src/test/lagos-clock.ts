/**
 * Test fixtures' instants on the clock of the seeded Lagos airport (Africa/Lagos, WAT): `hour`
 * o'clock (fractions and negatives allowed) on a `YYYY-MM-DD` date there.
 */
import { hourInZone } from '../lib/zone-day';

export function lagosHour(date: string, hour: number): Date {
  return hourInZone(date, hour, 'Africa/Lagos');
}
