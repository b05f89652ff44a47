/**
 * A realistic year for the reports (issue 30 §4): BENCH_REPORT_BOOKINGS bookings (default
 * 100,000) over the past 365 days and the next 30, each with its Paystack payment (one in twenty
 * cancelled and refunded a day later), an officer of the roster, a daily 05:00-23:00 WAT shift
 * for every officer over the year, check-ins (some late), no-shows, a rating for one completed
 * service in three (comments under 4) and capacity refusals. Written with set-based SQL
 * (generate_series), so a year is seeded in seconds.
 */
import type { Db } from '@fasttrack/api/src/db/client';
import { officers } from '@fasttrack/api/src/db/schema/index';
import { createFlight, createUser, flightFromLos } from '@fasttrack/api/src/test/factories';
import { BUSINESS_TIME_ZONE, HOME_AIRPORT_IATA } from '@fasttrack/contracts';
import { eq, sql } from 'drizzle-orm';

/** Seeds the year into `db` (migrated, with reference data and a roster). Returns the booking count. */
export async function seedReportYear(db: Db, bookingCount: number): Promise<number> {
  // The year's flights all touch the home airport (Lagos): only its officers serve them.
  const officerIds = (
    await db.select({ id: officers.userId }).from(officers).where(eq(officers.airportIata, HOME_AIRPORT_IATA))
  ).map((o) => o.id);
  const zone = sql`${BUSINESS_TIME_ZONE}::text`;
  const customer = await createUser(db, { firstName: 'Year', lastName: 'Traveller' });
  const flights = [
    await createFlight(db, { terminal: 'International' }),
    await createFlight(db, { terminal: 'MMA2' }),
    await createFlight(db, { ...flightFromLos, terminal: 'International' }),
    await createFlight(db, { ...flightFromLos, terminal: 'Domestic' }),
  ];
  const uuidArray = (ids: string[]) =>
    sql`array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]`;
  const officerArray = uuidArray(officerIds);
  const flightArray = uuidArray(flights.map((f) => f.id));
  const n = officerIds.length;

  await db.execute(sql`
    insert into officer_shifts (officer_id, starts_at, ends_at)
    select o, (d + interval '5 hours') at time zone ${zone}, (d + interval '23 hours') at time zone ${zone}
    from unnest(${officerArray}) o,
         generate_series((now() at time zone ${zone})::date - 366, (now() at time zone ${zone})::date - 1, interval '1 day') d`);

  // Meeting times spread over the past year and the next 30 days by a prime stride, on 5 minutes.
  await db.execute(sql`
    insert into bookings (id, reference, user_id, flight_id, service_type, airport_iata, passenger_count, status, payment_status,
      refund_status, unit_price_usd_cents, exchange_rate_ngn, total_usd_cents, total_ngn_kobo, price_lines, meeting_code,
      meeting_time, service_window_start, service_window_end, officers_needed, cancelled_at, created_at)
    select gen_random_uuid(), 'FT-Y' || lpad(i::text, 7, '0'), ${customer.id}, (${flightArray})[1 + i % 4],
      (case when i % 2 = 0 then 'arrival' else 'departure' end)::service_type, ${HOME_AIRPORT_IATA}, p,
      (case when i % 20 = 0 then 'cancelled' when m < now() then 'completed' else 'confirmed' end)::booking_status,
      (case when i % 20 = 0 then 'refunded' else 'paid' end)::booking_payment_status,
      (case when i % 20 = 0 then 'processed' end)::refund_status,
      4500, 1500 + (i % 7) * 10, 4500 * p, 4500 * p * (1500 + (i % 7) * 10),
      jsonb_build_array(jsonb_build_object('kind', 'service', 'label', 'Service', 'unit', 'per passenger',
        'quantity', p, 'unitPriceUsdCents', 4500, 'amountUsdCents', 4500 * p)),
      '0000', m, m - interval '15 minutes', m + interval '90 minutes', 1,
      case when i % 20 = 0 then m - interval '2 days' end, m - interval '3 days'
    from (
      select i, 1 + i % 3 as p,
        date_trunc('hour', now()) - interval '365 days' + ((i::bigint * 7919) % (395 * 24 * 12)) * interval '5 minutes' as m
      from generate_series(1, ${bookingCount}) i
    ) s`);

  await db.execute(sql`
    insert into payments (booking_id, user_id, provider, reference, amount_minor, currency, method, status, paid_at,
      refunded_at, created_at)
    select id, user_id, 'paystack', 'PSY-' || substr(reference, 5), total_ngn_kobo, 'NGN', 'card',
      (case when payment_status = 'refunded' then 'refunded' else 'paid' end)::payment_status,
      created_at + interval '2 minutes', case when payment_status = 'refunded' then cancelled_at end, created_at
    from bookings where reference like 'FT-Y%'`);

  await db.execute(sql`
    insert into booking_assignments (booking_id, officer_id, window_start, window_end, created_at)
    select id, (${officerArray})[1 + (substr(reference, 5)::int % ${n})], service_window_start, service_window_end, created_at
    from bookings where reference like 'FT-Y%' and status <> 'cancelled'`);

  await db.execute(sql`
    insert into service_milestones (booking_id, milestone, created_at)
    select id, 'checked_in', meeting_time + ((substr(reference, 5)::int % 25) - 15) * interval '1 minute'
    from bookings where reference like 'FT-Y%' and status = 'completed' and substr(reference, 5)::int % 97 <> 0`);
  await db.execute(sql`
    insert into service_milestones (booking_id, milestone, created_at)
    select id, case when substr(reference, 5)::int % 50 = 0 then 'no_show' else 'completed' end, meeting_time + interval '80 minutes'
    from bookings where reference like 'FT-Y%' and status = 'completed' and substr(reference, 5)::int % 97 <> 0`);

  await db.execute(sql`
    insert into service_ratings (booking_id, user_id, officer_id, score, comment, created_at)
    select b.id, b.user_id, a.officer_id, 1 + (substr(b.reference, 5)::int / 3) % 5,
      case when 1 + (substr(b.reference, 5)::int / 3) % 5 < 4 then 'Waited, then "fine", thanks' end,
      b.meeting_time + interval '3 hours'
    from bookings b join booking_assignments a on a.booking_id = b.id
    where b.reference like 'FT-Y%' and b.status = 'completed' and substr(b.reference, 5)::int % 3 = 0`);

  await db.execute(sql`
    insert into capacity_refusals (service_type, terminal, meeting_time, passenger_count, officers_needed, created_at)
    select (case when i % 2 = 0 then 'arrival' else 'departure' end)::service_type, 'International',
      now() - ((i * 7919) % (365 * 24)) * interval '1 hour', 1 + i % 3, 1, now()
    from generate_series(1, ${Math.ceil(bookingCount / 50)}) i`);

  await db.execute(sql`analyze`);
  return bookingCount;
}
