-- Capacity and booking creation in the database (issue 29 §4, ADR 217). The free-officer rule
-- lives here once: operations/capacity.ts asks capacity_free_officers, and bookings_create_held
-- asks it between taking the capacity locks and writing, so a booking's whole capacity decision
-- is one round trip and the day's lock is held for no network wait. capacity_free_officers is a
-- plain SQL function, STABLE with one SELECT, so PostgreSQL inlines it into the query that asks
-- it and keeps that query's plan (a named statement, or PL/pgSQL's plan for the connection); a
-- VOLATILE function takes a new snapshot for each query it runs, so the free-officer query in
-- bookings_create_held sees every booking committed before the locks were granted (ADR 110).

-- A booking holds or uses its officers at p_at when it is confirmed, or pending with a hold that
-- ends after p_at (issue 15 §5): an expired hold frees its officers before the expiry round runs.
-- The one statement of the rule: capacity_free_officers, and operations/capacity.ts `liveBooking`
-- for every other query, ask it; one expression, so PostgreSQL inlines it.
CREATE FUNCTION booking_is_live(p_status booking_status, p_hold_expires_at timestamptz, p_at timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p_status = 'confirmed' OR (p_status = 'pending' AND p_hold_expires_at > p_at)
$$;
--> statement-breakpoint
-- Officers free for [p_window_start, p_window_end), best first: fewest live assignments met on
-- the window's Lagos day (p_day_start to p_day_end), then the one assigned least recently (never
-- first), then by id. `free` is how many are free in all; at most p_wanted rows (null = all).
-- An officer is free when active, serving p_terminal (null = any), on one shift covering the
-- window, and holding no live booking (booking_is_live at p_now) overlapping it but p_exclude's.
CREATE FUNCTION capacity_free_officers(
  p_window_start timestamptz,
  p_window_end timestamptz,
  p_now timestamptz,
  p_day_start timestamptz,
  p_day_end timestamptz,
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
    AND (p_terminal IS NULL OR p_terminal = ANY (o."terminals"))
  ORDER BY c."services",
    (SELECT max(x."created_at") FROM "booking_assignments" x WHERE x."officer_id" = o."user_id") NULLS FIRST,
    o."user_id"
  LIMIT p_wanted;
$$;
--> statement-breakpoint
-- One booking and its officers' holds, decided and written under the capacity locks: the shared
-- lock p_shared_lock, then (p_day_lock_space, day) for each Lagos day in p_days (ascending). The
-- booking is p_booking (bookings' columns by name), its holds run over the window, and p_answer
-- (idempotency_keys' columns by name, or null) is stored with it, the meeting point read here put
-- into its booking. Outcomes: 'replay' (p_answer's key is already stored; nothing written),
-- 'full' (fewer than p_officers_needed free; `free` says how many), 'reference-taken' (nothing
-- written), 'created'. A key stored meanwhile by another request raises unique_violation on
-- idempotency_keys_pkey, and nothing is written.
CREATE FUNCTION bookings_create_held(
  p_shared_lock bigint,
  p_day_lock_space integer,
  p_days integer[],
  p_window_start timestamptz,
  p_window_end timestamptz,
  p_now timestamptz,
  p_day_start timestamptz,
  p_day_end timestamptz,
  p_terminal text,
  p_officers_needed integer,
  p_booking jsonb,
  p_answer jsonb
) RETURNS TABLE (outcome text, free integer, meeting_point text) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_day integer;
  v_officer record;
  v_held uuid[] := '{}';
  v_free integer := 0;
  v_booking_id uuid;
  v_meeting_point text;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(p_shared_lock);
  FOREACH v_day IN ARRAY p_days LOOP
    PERFORM pg_advisory_xact_lock(p_day_lock_space, v_day);
  END LOOP;
  IF p_answer IS NOT NULL AND EXISTS (
    SELECT 1 FROM "idempotency_keys" k
    WHERE k."user_id" = (p_answer ->> 'user_id')::uuid AND k."scope" = p_answer ->> 'scope' AND k."key" = p_answer ->> 'key'
  ) THEN
    RETURN QUERY SELECT 'replay'::text, NULL::integer, NULL::text;
    RETURN;
  END IF;
  FOR v_officer IN
    SELECT f."id", f."free" FROM capacity_free_officers(
      p_window_start, p_window_end, p_now, p_day_start, p_day_end, p_terminal,
      '00000000-0000-0000-0000-000000000000'::uuid, p_officers_needed
    ) f
  LOOP
    v_held := v_held || v_officer."id";
    v_free := v_officer."free";
  END LOOP;
  IF v_free < p_officers_needed THEN
    RETURN QUERY SELECT 'full'::text, v_free, NULL::text;
    RETURN;
  END IF;
  INSERT INTO "bookings" (
    "id", "reference", "user_id", "flight_id", "service_type", "passenger_count", "special_requirements",
    "lead_passenger_name", "contact_phone", "status", "payment_status", "refund_status",
    "unit_price_usd_cents", "exchange_rate_ngn", "total_usd_cents", "total_ngn_kobo", "meeting_code",
    "meeting_time", "service_window_start", "service_window_end", "officers_needed", "hold_expires_at",
    "created_at"
  )
  SELECT
    r."id", r."reference", r."user_id", r."flight_id", r."service_type", r."passenger_count", r."special_requirements",
    r."lead_passenger_name", r."contact_phone", r."status", r."payment_status", r."refund_status",
    r."unit_price_usd_cents", r."exchange_rate_ngn", r."total_usd_cents", r."total_ngn_kobo", r."meeting_code",
    r."meeting_time", r."service_window_start", r."service_window_end", r."officers_needed", r."hold_expires_at",
    r."created_at"
  FROM jsonb_populate_record(NULL::"bookings", p_booking) r
  ON CONFLICT ("reference") DO NOTHING
  RETURNING "bookings"."id" INTO v_booking_id;
  IF v_booking_id IS NULL THEN
    RETURN QUERY SELECT 'reference-taken'::text, v_free, NULL::text;
    RETURN;
  END IF;
  INSERT INTO "booking_assignments" ("booking_id", "officer_id", "window_start", "window_end", "assigned_by")
  SELECT v_booking_id, o."id", p_window_start, p_window_end, NULL FROM unnest(v_held) AS o("id")
  ON CONFLICT DO NOTHING;
  SELECT m."description" INTO v_meeting_point FROM "meeting_points" m
  WHERE m."terminal" = p_terminal AND m."service_type" = (p_booking ->> 'service_type')::"service_type";
  IF p_answer IS NOT NULL THEN
    INSERT INTO "idempotency_keys" ("user_id", "scope", "key", "request_hash", "response_status", "response_body")
    SELECT r."user_id", r."scope", r."key", r."request_hash", r."response_status",
      jsonb_set(r."response_body", '{booking,meetingPoint}', coalesce(to_jsonb(v_meeting_point), 'null'::jsonb))
    FROM jsonb_populate_record(NULL::"idempotency_keys", p_answer) r;
  END IF;
  RETURN QUERY SELECT 'created'::text, v_free, v_meeting_point;
END
$$;
