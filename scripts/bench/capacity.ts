/**
 * `npm run bench:capacity` (ADR 205): how long one capacity decision takes as the service history
 * grows. Every booking creation makes this decision under the one capacity lock (ADR 110), so
 * its time bounds how many bookings per second the whole service can take.
 *
 * For each history size, on a fresh PostgreSQL database (BENCH_DATABASE_URL's server, dropped
 * afterwards): the reference data, a roster of BENCH_OFFICERS officers (demo staff, 60 days of
 * shifts), then that many confirmed services, one officer each, round robin: nine in ten in the
 * past year, one in ten in the next 30 days. Then DECISIONS calls of `freeOfficerIds` for 2-hour
 * windows on the next 40 days, one after another. Printed: history size, median and p90 in ms.
 *
 * Settings (environment): BENCH_HISTORY (comma-separated sizes, default 10000,40000),
 * BENCH_OFFICERS (default 150), BENCH_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '@fasttrack/api/src/db/client';
import { bookingAssignments, bookings, officers } from '@fasttrack/api/src/db/schema/index';
import { freeOfficerIds } from '@fasttrack/api/src/features/operations/index';
import { hourInZone } from '@fasttrack/api/src/lib/zone-day';
import { createFlight, createUser } from '@fasttrack/api/src/test/factories';
import { addDaysIso, BUSINESS_TIME_ZONE, HOME_AIRPORT_IATA, lagosToday, rateToE4 } from '@fasttrack/contracts';
import { eq, sql } from 'drizzle-orm';
import { openBenchDatabase } from './databases';
import { OFFICERS, print } from './settings';
import { formatTable, median } from './table';

const HOUR = 3_600_000;
/** The airport of the history's flight (LHR to the home airport, an arrival), on the business's clock. */
const AIRPORT = HOME_AIRPORT_IATA;
const AIRPORT_ZONE = BUSINESS_TIME_ZONE;
const DECISIONS = 60;
const SIZES = (process.env.BENCH_HISTORY ?? '10000,40000').split(',').map(Number);

/**
 * The i-th service of the history: its meeting time (ms since the epoch), on the hour. A prime
 * stride modulo the span spreads consecutive services over it, as bookings arrive in no order.
 */
function meetingAt(i: number, now: number): number {
  if (i % 10 === 0) return now + ((i * 7919) % (30 * 24)) * HOUR;
  return now - 48 * HOUR - ((i * 104_729) % (365 * 24)) * HOUR;
}

async function seedHistory(db: Db, size: number, now: number): Promise<void> {
  // The history is at Lagos, where the flight lands: only its officers serve it.
  const officerIds = (
    await db.select({ id: officers.userId }).from(officers).where(eq(officers.airportIata, AIRPORT))
  ).map((o) => o.id);
  const customer = await createUser(db);
  const flight = await createFlight(db);
  const rate = rateToE4('1500');
  for (let from = 0; from < size; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, size - from) }, (_, k) => {
      const i = from + k;
      const meeting = meetingAt(i, now);
      return {
        id: randomUUID(),
        reference: `FT-H${String(i).padStart(6, '0')}`,
        userId: customer.id,
        flightId: flight.id,
        serviceType: 'arrival' as const,
        airportIata: AIRPORT,
        passengerCount: 1,
        status: 'confirmed' as const,
        paymentStatus: 'paid' as const,
        unitPriceUsdCents: 4500,
        exchangeRateE4: rate,
        totalUsdCents: 4500,
        priceLines: [
          {
            kind: 'service' as const,
            label: 'Arrival Service',
            unit: 'per passenger',
            quantity: 1,
            unitPriceUsdCents: 4500,
            amountUsdCents: 4500,
          },
        ],
        totalNgnKobo: 4500 * 1500,
        meetingCode: '0000',
        meetingTime: new Date(meeting),
        serviceWindowStart: new Date(meeting - 15 * 60_000),
        serviceWindowEnd: new Date(meeting + 90 * 60_000),
        officersNeeded: 1,
      };
    });
    await db.insert(bookings).values(rows);
    await db.insert(bookingAssignments).values(
      rows.map((r, k) => ({
        bookingId: r.id,
        officerId: officerIds[(from + k) % officerIds.length] ?? '',
        windowStart: r.serviceWindowStart,
        windowEnd: r.serviceWindowEnd,
        assignedAt: new Date(r.meetingTime.getTime() - 24 * HOUR),
      })),
    );
  }
  await db.execute(sql`analyze`);
}

/** Decision times in ms, sorted, over `size` services of history. */
async function measure(size: number): Promise<number[]> {
  const { database, close } = await openBenchDatabase('postgres');
  try {
    await seedHistory(database.db, size, Date.now());
    const times: number[] = [];
    const today = lagosToday();
    for (let k = 0; k < DECISIONS; k++) {
      const windowStart = hourInZone(addDaysIso(today, 3 + (k % 40)), 10 + (k % 8), AIRPORT_ZONE);
      const started = performance.now();
      await freeOfficerIds(database.db, {
        windowStart,
        windowEnd: new Date(windowStart.getTime() + 2 * HOUR),
        airportIata: AIRPORT,
        timeZone: AIRPORT_ZONE,
        terminal: 'International',
        now: new Date(),
      });
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b);
  } finally {
    await close();
  }
}

async function main() {
  print(`Capacity decision (freeOfficerIds), ${OFFICERS} officers, ${DECISIONS} decisions per history size`);
  const rows: string[][] = [];
  for (const size of SIZES) {
    process.stderr.write(`  history of ${size} services\n`);
    const times = await measure(size);
    const p90 = times[Math.ceil(0.9 * times.length) - 1] ?? Number.NaN;
    rows.push([String(size), median(times).toFixed(1), p90.toFixed(1)]);
  }
  for (const line of formatTable(['services in history', 'median ms', 'p90 ms'], rows, [])) print(line);
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
