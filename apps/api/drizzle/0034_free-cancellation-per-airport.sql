ALTER TABLE "service_airports" DROP CONSTRAINT "service_airports_rules_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "free_cancellation_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_airports" ADD COLUMN "free_cancellation_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_airports" ADD CONSTRAINT "service_airports_rules_check" CHECK ("service_airports"."min_notice_minutes" between 0 and 10080 and "service_airports"."urgent_window_minutes" between 0 and 10080 and "service_airports"."urgent_surcharge_usd_cents" between 0 and 1000000
        and "service_airports"."night_surcharge_usd_cents" between 0 and 1000000 and "service_airports"."free_cancellation_hours" between 0 and 720);--> statement-breakpoint
-- bookings_create_held (migration 0033) writing the booking's free-cancellation hours, its
-- airport's rule when it is made (issue 41 item 1; ADR 373). Same signature and outcomes.
CREATE OR REPLACE FUNCTION bookings_create_held(
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
    "price_lines", "price_list_id", "free_cancellation_hours",
    "meeting_time", "service_window_start", "service_window_end", "officers_needed", "hold_expires_at",
    "created_at"
  )
  SELECT
    r."id", r."reference", r."user_id", r."flight_id", r."service_type", r."airport_iata", r."passenger_count", r."special_requirements",
    r."lead_passenger_name", r."contact_phone", r."lead_passenger_email", r."organisation_id", r."organisation_passenger_id",
    r."passenger_user_id", r."cost_centre", r."po_reference", r."api_key_id", r."status", r."payment_status", r."refund_status",
    r."unit_price_usd_cents", r."exchange_rate_ngn", r."total_usd_cents", r."total_ngn_kobo", r."meeting_code",
    r."price_lines", r."price_list_id", r."free_cancellation_hours",
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
