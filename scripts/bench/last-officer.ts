/**
 * The last free officer under load (issue 29 §4), part of `npm run bench`: the product in its own
 * process (./product.ts) on a fresh PostgreSQL database whose roster has one officer, and 50
 * creates for the same service window sent at once, as `bookings-capacity.integration.test.ts`
 * sends them. Exactly one may take the officer; the other 49 are refused with FULLY_BOOKED.
 */
import { addDaysIso, ErrorCode, type FlightSearchResult, lagosToday } from '@fasttrack/contracts';
import { startProduct } from './product';
import { createBody, customerWithFlight } from './scenarios/bookings-setup';

export const PARALLEL_CREATES = 50;

/** What the 50 parallel creates got. */
export interface LastOfficerResult {
  created: number;
  /** 409 FULLY_BOOKED. */
  refused: number;
  /** Any other answer: each one is a fault. */
  other: number;
}

/** Exactly one created, every other one refused. */
export const lastOfficerHeld = (r: LastOfficerResult): boolean =>
  r.created === 1 && r.refused === PARALLEL_CREATES - 1 && r.other === 0;

/** The printed line, e.g. "50 parallel creates for the last free officer: 1 created, 49 refused (FULLY_BOOKED), 0 other". */
export function lastOfficerLine(r: LastOfficerResult): string {
  return `${PARALLEL_CREATES} parallel creates for the last free officer: ${r.created} created, ${r.refused} refused (FULLY_BOOKED), ${r.other} other`;
}

/** Sends {@link PARALLEL_CREATES} creates for one flight at once and counts the answers. */
async function race(baseUrl: string, headers: Record<string, string>, body: string): Promise<LastOfficerResult> {
  const answers = await Promise.all(
    Array.from({ length: PARALLEL_CREATES }, async () => {
      const res = await fetch(`${baseUrl}/api/bookings/create`, { method: 'POST', headers, body });
      const json = (await res.json()) as { error?: string };
      if (res.status === 201) return 'created';
      return res.status === 409 && json.error === ErrorCode.FULLY_BOOKED ? 'refused' : 'other';
    }),
  );
  const count = (a: string) => answers.filter((x) => x === a).length;
  return { created: count('created'), refused: count('refused'), other: count('other') };
}

/**
 * Runs the race on the first flight of the coming days whose window the one officer's shift
 * covers (a race where all 50 are refused found no officer on shift, and moves to the next).
 * @throws Error when no flight in the next 14 days could be booked at all.
 */
export async function measureLastOfficer(): Promise<LastOfficerResult> {
  const product = await startProduct('postgres', 1);
  try {
    const customer = await customerWithFlight(product.baseUrl);
    for (let day = 1; day <= 14; day++) {
      const res = await fetch(`${product.baseUrl}/api/flights/search/number/BA75/${addDaysIso(lagosToday(), day)}`);
      if (!res.ok) continue;
      const flight = ((await res.json()) as { data: FlightSearchResult }).data;
      const serviceType = flight.availableServices[0];
      if (!serviceType) continue;
      const result = await race(product.baseUrl, customer.headers, createBody(flight.bookingReference, serviceType));
      if (result.created > 0 || result.other > 0) return result;
    }
    throw new Error('No flight in the next 14 days had the one officer on shift');
  } finally {
    await product.close();
  }
}
