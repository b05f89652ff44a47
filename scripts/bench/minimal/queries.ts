/**
 * The SQL the product sends for the two measured database routes, copied word for word so the
 * minimal server (./api-server.ts) does the same database work. queries.test.ts fails when the
 * product's query changes and these copies no longer match it.
 *
 * - Flight search by number, repeat search of an existing dated flight (issue: flights):
 *   `findFlightByNumberOnDate` in apps/api/src/features/flights/flights.repository.ts, a named
 *   prepared statement; with whether both ends are Nigerian (a domestic flight's rules).
 * - The bookings list (issue: bookings): `listBookingViewsByUser` in
 *   apps/api/src/features/bookings/bookings.repository.ts, the bookings of one customer with their
 *   flights, newest first (the meeting point's terminal rule from the operations feature inlined),
 *   each with its money story (credits and naira, issue 37) and check-in time, a named prepared
 *   statement.
 */

/** A query as node-postgres takes it. */
export interface PgQuery {
  /** Present for a named prepared statement (parsed once per connection). */
  name?: string;
  text: string;
  values: unknown[];
}

/** The IANA zone of one end of the flight (airport-zone.ts), columns named with their table. */
const zone = (end: 'departure' | 'arrival') => `coalesce(
    (select "airports"."time_zone" from "airports" where "airports"."iata" = "flights"."${end}_iata"),
    "flights"."provider_data" -> '${end}' -> 'airport' ->> 'timeZone')`;

/** The same, as the flight lookup writes it: columns without their table. */
const bareZone = (end: 'departure' | 'arrival') => `coalesce(
    (select "time_zone" from "airports" where "iata" = "${end}_iata"),
    "provider_data" -> '${end}' -> 'airport' ->> 'timeZone')`;

const FLIGHT_BY_NUMBER_ON_DATE = `select "reference", "flight_number", "airline_name", "airline_iata", "departure_airport_name", "departure_iata", "departure_city", "arrival_airport_name", "arrival_iata", "arrival_city", "departure_time", "arrival_time", "departure_utc_offset", "arrival_utc_offset", "terminal", "source", "status", (exists (select 1 from "airports" where "airports"."iata" = "flights"."departure_iata" and "airports"."country" = $1) and exists (select 1 from "airports" where "airports"."iata" = "flights"."arrival_iata" and "airports"."country" = $2)), array(select "service_airports"."iata"::text from "service_airports"
    where "service_airports"."open_for_sale" and "service_airports"."iata" in ("flights"."departure_iata", "flights"."arrival_iata")), (select coalesce(jsonb_object_agg("service_airports"."iata"::text, "service_airports"."min_notice_minutes"), '{}'::jsonb)
    from "service_airports" where "service_airports"."open_for_sale"
    and "service_airports"."iata" in ("flights"."departure_iata", "flights"."arrival_iata")), ${bareZone('departure')}, ${bareZone('arrival')} from "flights" where ("flights"."flight_number" = $3 and "flights"."service_date" = $4) limit $5`;

/** The dated flight `flightNumber` (normalised, e.g. BA75) on `serviceDate` (YYYY-MM-DD). */
export function flightByNumberOnDate(flightNumber: string, serviceDate: string): PgQuery {
  return {
    name: 'flights_by_number_on_date',
    text: FLIGHT_BY_NUMBER_ON_DATE,
    values: ['NG', 'NG', flightNumber, serviceDate, 1],
  };
}

const BOOKINGS_OF_USER = `select "bookings"."id", "bookings"."reference", "bookings"."user_id", "bookings"."service_type", "bookings"."airport_iata", "bookings"."passenger_count", "bookings"."special_requirements", "bookings"."lead_passenger_name", "bookings"."contact_phone", "bookings"."lead_passenger_email", "bookings"."organisation_id", "bookings"."organisation_passenger_id", "bookings"."passenger_user_id", "bookings"."cost_centre", "bookings"."po_reference", "bookings"."status", "bookings"."payment_status", "bookings"."refund_status", "bookings"."unit_price_usd_cents", "bookings"."exchange_rate_ngn", "bookings"."total_usd_cents", "bookings"."total_ngn_kobo", "bookings"."price_lines", "bookings"."free_cancellation_hours", "bookings"."meeting_code", "bookings"."created_at", "bookings"."meeting_time", "bookings"."service_window_end", "bookings"."hold_expires_at", "bookings"."flight_disruption", "bookings"."disruption_choice", "bookings"."moved_from_flight_id", (select rf.flight_number from "flights" rf where rf.id = "bookings"."requested_flight_id"), (select "meeting_points"."description" from "meeting_points"
    where "meeting_points"."airport_iata" = "bookings"."airport_iata" and "meeting_points"."terminal" = service_terminal("bookings"."airport_iata", "flights"."terminal", "flights"."departure_iata", "flights"."arrival_iata")
      and "meeting_points"."service_type" = "bookings"."service_type"), (-coalesce((select sum("credit_entries"."amount_usd_cents") from "credit_entries"
    where "credit_entries"."booking_id" = "bookings"."id" and "credit_entries"."kind" in ('redeem', 'release') and not ("credit_entries"."kind" = 'release' and "credit_entries"."cause" = 'cancelled')), 0)::int), coalesce((select sum("credit_entries"."amount_usd_cents") from "credit_entries"
    where "credit_entries"."booking_id" = "bookings"."id" and "credit_entries"."kind" = 'release' and "credit_entries"."cause" = 'cancelled'), 0)::int, coalesce((select sum("payments"."amount_minor") from "payments"
    where "payments"."booking_id" = "bookings"."id" and "payments"."currency" = 'NGN' and "payments"."status" in ('paid', 'refunded')), 0)::bigint, (coalesce((select sum("payments"."amount_minor") from "payments"
    where "payments"."booking_id" = "bookings"."id" and "payments"."currency" = 'NGN' and "payments"."status" = 'refunded'), 0)::bigint + coalesce((select sum("line_refunds"."amount_ngn_kobo") from "line_refunds"
    where "line_refunds"."booking_id" = "bookings"."id" and "line_refunds"."status" = 'processed'
      and not exists (select 1 from "payments" p
        where p.booking_id = "line_refunds"."booking_id" and p.status = 'refunded')), 0)::bigint), (select "service_milestones"."created_at" from "service_milestones"
    where "service_milestones"."booking_id" = "bookings"."id" and "service_milestones"."milestone" = 'checked_in'), "flights"."reference", "flights"."airline_name", "flights"."flight_number", "flights"."departure_airport_name", "flights"."arrival_airport_name", "flights"."departure_iata", "flights"."arrival_iata", "flights"."departure_time", "flights"."arrival_time", "flights"."departure_utc_offset", "flights"."arrival_utc_offset", ${zone('departure')}, ${zone('arrival')}, service_terminal("bookings"."airport_iata", "flights"."terminal", "flights"."departure_iata", "flights"."arrival_iata"), "flights"."status", "flights"."status_checked_at", "flights"."estimated_departure_time", "flights"."estimated_arrival_time" from "bookings" inner join "flights" on "flights"."id" = "bookings"."flight_id" where ("bookings"."user_id" = $1 or "bookings"."passenger_user_id" = $2) order by "bookings"."created_at" desc, "bookings"."id" desc`;

/** The bookings of the user `userId` (uuid), each with its flight, newest first. */
export function bookingsOfUser(userId: string): PgQuery {
  return {
    name: 'bookings_of_user',
    text: BOOKINGS_OF_USER,
    // The booker's own, and those an organisation made for them as its passenger (issue 39).
    values: [userId, userId],
  };
}
