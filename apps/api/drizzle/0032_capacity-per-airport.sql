-- Capacity, terminals and meeting points per served airport (issue 41 item 1; ADR 371): an
-- officer at one airport is never free for another's booking, a booking's terminal is one of its
-- airport's `terminals`, and a booking can be made only while its airport is open for sale.

-- The terminal of airport p_airport that a flight is served at: the terminal the flight's source
-- names (p_flight_terminal), when the airport has one of that name in any case; else the first
-- terminal by position that handles the route's kind (domestic when both of the flight's airports
-- are in p_airport's country, else international); else the first terminal; null when the airport
-- has none. The rule's one copy: operations/meeting-points.ts and bookings_create_held ask it.
CREATE FUNCTION service_terminal(p_airport bpchar, p_flight_terminal text, p_departure_iata bpchar, p_arrival_iata bpchar)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT t."name" FROM "terminals" t
  WHERE t."airport_iata" = p_airport
  ORDER BY coalesce(lower(t."name") = lower(trim(p_flight_terminal)), false) DESC,
    CASE WHEN (
      SELECT count(*) FROM "airports" a JOIN "airports" h ON h."iata" = p_airport AND h."country" = a."country"
      WHERE a."iata" IN (p_departure_iata, p_arrival_iata)
    ) = 2 THEN t."domestic" ELSE t."international" END DESC,
    t."position", t."name"
  LIMIT 1
$$;
--> statement-breakpoint
-- bookings_create_recorded and bookings_create_held (migrations 0020 to 0029) answer with the
-- terminal and take the airport from the booking, so they are made again below.
DROP FUNCTION bookings_create_recorded(bigint, integer, integer[], timestamptz, timestamptz, timestamptz, timestamptz, timestamptz, text, integer, jsonb, jsonb, jsonb);--> statement-breakpoint
DROP FUNCTION bookings_create_held(bigint, integer, integer[], timestamptz, timestamptz, timestamptz, timestamptz, timestamptz, text, integer, jsonb, jsonb);--> statement-breakpoint
DROP FUNCTION capacity_free_officers(timestamptz, timestamptz, timestamptz, timestamptz, timestamptz, text, uuid, integer);--> statement-breakpoint
-- capacity_free_officers (migration 0020) with one more condition: the officer works at
-- p_airport, the booking's airport.
CREATE FUNCTION capacity_free_officers(
  p_window_start timestamptz,
  p_window_end timestamptz,
  p_now timestamptz,
  p_day_start timestamptz,
  p_day_end timestamptz,
  p_airport bpchar,
  p_terminal text,
  p_exclude uuid,
  p_wanted integer
) RETURNS TABLE (id uuid, free bigint) LANGUAGE sql STABLE AS $$
  WITH "facts" AS (
    SELECT s."officer_id", 1 AS "on_shift", 0 AS "busy", 0 AS "services" FROM "officer_shifts" s
    WHERE tstzrange(s."starts_at", s."ends_at", '[]') @> tstzrange(p_window_start, p_window_end, '[]')
    UNION ALL
    -- Each overlapping hold's booking by its key: a join here could be planned as a pass over
    -- every booking while the table's statistics lag behind its growth.
    SELECT a."officer_id", 0, 1, 0 FROM "booking_assignments" a
    WHERE tstzrange(a."window_start", a."window_end") && tstzrange(p_window_start, p_window_end)
      AND a."booking_id" <> p_exclude
      AND (
        SELECT booking_is_live(b."status", b."hold_expires_at", p_now) FROM "bookings" b WHERE b."id" = a."booking_id"
      )
    UNION ALL
    SELECT a."officer_id", 0, 0, 1 FROM "bookings" b JOIN "booking_assignments" a ON a."booking_id" = b."id"
    WHERE b."meeting_time" >= p_day_start AND b."meeting_time" < p_day_end
      AND booking_is_live(b."status", b."hold_expires_at", p_now)
  ), "candidates" AS MATERIALIZED (
    SELECT f."officer_id", sum(f."services") AS "services" FROM "facts" f GROUP BY f."officer_id"
    HAVING max(f."on_shift") = 1 AND max(f."busy") = 0
  )
  SELECT o."user_id", count(*) OVER () FROM "candidates" c
  JOIN "officers" o ON o."user_id" = c."officer_id"
  JOIN "users" u ON u."id" = o."user_id"
  WHERE o."active" AND u."deactivated_at" IS NULL AND u."role" = 'officer'
    AND o."airport_iata" = p_airport
    AND (p_terminal IS NULL OR p_terminal = ANY (o."terminals"))
  ORDER BY c."services",
    (SELECT max(x."created_at") FROM "booking_assignments" x WHERE x."officer_id" = o."user_id") NULLS FIRST,
    o."user_id"
  LIMIT p_wanted;
$$;
--> statement-breakpoint
-- bookings_create_held (migrations 0020, 0022, 0026, 0028) with the booking's airport
-- (p_booking's airport_iata): 'closed' (nothing written, no lock taken) when that airport is not
-- open for sale; otherwise its terminal for the booking's flight (service_terminal) picks the
-- officers (capacity_free_officers at that airport) and the meeting point, and is answered.
CREATE FUNCTION bookings_create_held(
  p_shared_lock bigint,
  p_day_lock_space integer,
  p_days integer[],
  p_window_start timestamptz,
  p_window_end timestamptz,
  p_now timestamptz,
  p_day_start timestamptz,
  p_day_end timestamptz,
  p_officers_needed integer,
  p_booking jsonb,
  p_answer jsonb
) RETURNS TABLE (outcome text, free integer, meeting_point text, terminal text) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_airport bpchar := p_booking ->> 'airport_iata';
  v_terminal text;
  v_day integer;
  v_officer record;
  v_held uuid[] := '{}';
  v_free integer := 0;
  v_booking_id uuid;
  v_meeting_point text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "service_airports" s WHERE s."iata" = v_airport AND s."open_for_sale") THEN
    RETURN QUERY SELECT 'closed'::text, NULL::integer, NULL::text, NULL::text;
    RETURN;
  END IF;
  SELECT service_terminal(v_airport, f."terminal", f."departure_iata", f."arrival_iata") INTO v_terminal
  FROM "flights" f WHERE f."id" = (p_booking ->> 'flight_id')::uuid;
  PERFORM pg_advisory_xact_lock_shared(p_shared_lock);
  FOREACH v_day IN ARRAY p_days LOOP
    PERFORM pg_advisory_xact_lock(p_day_lock_space, v_day);
  END LOOP;
  IF p_answer IS NOT NULL AND EXISTS (
    SELECT 1 FROM "idempotency_keys" k
    WHERE k."user_id" = (p_answer ->> 'user_id')::uuid AND k."scope" = p_answer ->> 'scope' AND k."key" = p_answer ->> 'key'
  ) THEN
    RETURN QUERY SELECT 'replay'::text, NULL::integer, NULL::text, v_terminal;
    RETURN;
  END IF;
  FOR v_officer IN
    SELECT f."id", f."free" FROM capacity_free_officers(
      p_window_start, p_window_end, p_now, p_day_start, p_day_end, v_airport, v_terminal,
      '00000000-0000-0000-0000-000000000000'::uuid, p_officers_needed
    ) f
  LOOP
    v_held := v_held || v_officer."id";
    v_free := v_officer."free";
  END LOOP;
  IF v_free < p_officers_needed THEN
    RETURN QUERY SELECT 'full'::text, v_free, NULL::text, v_terminal;
    RETURN;
  END IF;
  INSERT INTO "bookings" (
    "id", "reference", "user_id", "flight_id", "service_type", "airport_iata", "passenger_count", "special_requirements",
    "lead_passenger_name", "contact_phone", "lead_passenger_email", "organisation_id", "organisation_passenger_id",
    "passenger_user_id", "cost_centre", "po_reference", "api_key_id", "status", "payment_status", "refund_status",
    "unit_price_usd_cents", "exchange_rate_ngn", "total_usd_cents", "total_ngn_kobo", "meeting_code",
    "meeting_time", "service_window_start", "service_window_end", "officers_needed", "hold_expires_at",
    "created_at"
  )
  SELECT
    r."id", r."reference", r."user_id", r."flight_id", r."service_type", r."airport_iata", r."passenger_count", r."special_requirements",
    r."lead_passenger_name", r."contact_phone", r."lead_passenger_email", r."organisation_id", r."organisation_passenger_id",
    r."passenger_user_id", r."cost_centre", r."po_reference", r."api_key_id", r."status", r."payment_status", r."refund_status",
    r."unit_price_usd_cents", r."exchange_rate_ngn", r."total_usd_cents", r."total_ngn_kobo", r."meeting_code",
    r."meeting_time", r."service_window_start", r."service_window_end", r."officers_needed", r."hold_expires_at",
    r."created_at"
  FROM jsonb_populate_record(NULL::"bookings", p_booking) r
  ON CONFLICT ("reference") DO NOTHING
  RETURNING "bookings"."id" INTO v_booking_id;
  IF v_booking_id IS NULL THEN
    RETURN QUERY SELECT 'reference-taken'::text, v_free, NULL::text, v_terminal;
    RETURN;
  END IF;
  INSERT INTO "booking_assignments" ("booking_id", "officer_id", "window_start", "window_end", "assigned_by")
  SELECT v_booking_id, o."id", p_window_start, p_window_end, NULL FROM unnest(v_held) AS o("id")
  ON CONFLICT DO NOTHING;
  SELECT m."description" INTO v_meeting_point FROM "meeting_points" m
  WHERE m."airport_iata" = v_airport AND m."terminal" = v_terminal
    AND m."service_type" = (p_booking ->> 'service_type')::"service_type";
  IF p_answer IS NOT NULL THEN
    INSERT INTO "idempotency_keys" ("user_id", "scope", "key", "request_hash", "response_status", "response_body")
    SELECT r."user_id", r."scope", r."key", r."request_hash", r."response_status",
      jsonb_set(r."response_body", '{booking,meetingPoint}', coalesce(to_jsonb(v_meeting_point), 'null'::jsonb))
    FROM jsonb_populate_record(NULL::"idempotency_keys", p_answer) r;
  END IF;
  RETURN QUERY SELECT 'created'::text, v_free, v_meeting_point, v_terminal;
END
$$;
--> statement-breakpoint
-- bookings_create_recorded (migration 0029) over the bookings_create_held above: its outcomes and
-- terminal, and the booking's `booking.created` event row when it created the booking.
CREATE FUNCTION bookings_create_recorded(
  p_shared_lock bigint,
  p_day_lock_space integer,
  p_days integer[],
  p_window_start timestamptz,
  p_window_end timestamptz,
  p_now timestamptz,
  p_day_start timestamptz,
  p_day_end timestamptz,
  p_officers_needed integer,
  p_booking jsonb,
  p_answer jsonb,
  p_event jsonb
) RETURNS TABLE (outcome text, free integer, meeting_point text, terminal text, event_id bigint) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_held record;
  v_event_id bigint;
BEGIN
  SELECT h."outcome", h."free", h."meeting_point", h."terminal" INTO v_held FROM bookings_create_held(
    p_shared_lock, p_day_lock_space, p_days, p_window_start, p_window_end, p_now, p_day_start, p_day_end,
    p_officers_needed, p_booking, p_answer
  ) h;
  IF v_held."outcome" = 'created' THEN
    INSERT INTO "domain_events" ("type", "aggregate_id", "payload", "actor_user_id", "actor_role", "created_at")
    VALUES (
      p_event ->> 'type',
      (p_event ->> 'aggregate_id')::uuid,
      p_event -> 'payload',
      (p_event ->> 'actor_user_id')::uuid,
      p_event ->> 'actor_role',
      coalesce((p_event ->> 'created_at')::timestamptz, clock_timestamp())
    )
    RETURNING "id" INTO v_event_id;
  END IF;
  RETURN QUERY SELECT v_held."outcome", v_held."free", v_held."meeting_point", v_held."terminal", v_event_id;
END;
$$;
