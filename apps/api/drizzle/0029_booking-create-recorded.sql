-- A booking and its `booking.created` domain event in one statement (issue 40 item 3; ADR 366):
-- bookings_create_held (migrations 0020, 0022, 0026, 0028) as it is, and when it created the
-- booking, the event row that lib/domain-events.ts built (`p_event`), so a booking that needs no
-- subscriber's job stays one round trip. Nothing created: no event.
CREATE OR REPLACE FUNCTION bookings_create_recorded(
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
  p_answer jsonb,
  p_event jsonb
) RETURNS TABLE (outcome text, free integer, meeting_point text, event_id bigint) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_held record;
  v_event_id bigint;
BEGIN
  SELECT h."outcome", h."free", h."meeting_point" INTO v_held FROM bookings_create_held(
    p_shared_lock, p_day_lock_space, p_days, p_window_start, p_window_end, p_now, p_day_start, p_day_end,
    p_terminal, p_officers_needed, p_booking, p_answer
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
  RETURN QUERY SELECT v_held."outcome", v_held."free", v_held."meeting_point", v_event_id;
END;
$$;
