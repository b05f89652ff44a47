-- capacity_free_officers (migrations 0020, 0032) with the day's services found through the
-- assignments' window index (issue 42 item 4). An assignment's window is its booking's service
-- window, which holds the meeting time (contracts servicePlan; operations/assignments.repository.ts
-- copies the booking's window), so an assignment whose booking meets on the day has a window that
-- overlaps the day: the added overlap condition keeps the same rows, and lets PostgreSQL read only
-- the day's assignments (booking_assignments_window_range_idx) instead of every assignment ever
-- made, a cost that grew with the table (0.9 ms of a create at 6,000 assignments, 0.4 ms after).
-- The latest assignment, the second key of the order, is read only for the officers who can be
-- among the p_wanted best.
CREATE OR REPLACE FUNCTION capacity_free_officers(
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
      AND tstzrange(a."window_start", a."window_end") && tstzrange(p_day_start, p_day_end)
      AND booking_is_live(b."status", b."hold_expires_at", p_now)
  ), "candidates" AS MATERIALIZED (
    SELECT f."officer_id", sum(f."services") AS "services" FROM "facts" f GROUP BY f."officer_id"
    HAVING max(f."on_shift") = 1 AND max(f."busy") = 0
  ), "eligible" AS MATERIALIZED (
    SELECT o."user_id", c."services", count(*) OVER () AS "free" FROM "candidates" c
    JOIN "officers" o ON o."user_id" = c."officer_id"
    JOIN "users" u ON u."id" = o."user_id"
    WHERE o."active" AND u."deactivated_at" IS NULL AND u."role" = 'officer'
      AND o."airport_iata" = p_airport
      AND (p_terminal IS NULL OR p_terminal = ANY (o."terminals"))
  )
  -- The p_wanted best have at most the services of the p_wanted-th fewest, so only officers up
  -- to that count need their latest assignment read for the second key.
  SELECT e."user_id", e."free" FROM "eligible" e
  WHERE p_wanted IS NULL OR e."services" <= coalesce((
    SELECT n."services" FROM "eligible" n ORDER BY n."services" OFFSET greatest(p_wanted - 1, 0) LIMIT 1
  ), e."services")
  ORDER BY e."services",
    (SELECT max(x."created_at") FROM "booking_assignments" x WHERE x."officer_id" = e."user_id") NULLS FIRST,
    e."user_id"
  LIMIT p_wanted;
$$;
--> statement-breakpoint
-- service_terminal (migration 0032), the same rule in PL/pgSQL (issue 42 item 4): a SQL function
-- that cannot be inlined is planned again on every call from another function, about 0.1 ms of
-- each booking create (pgbench, a call with its round trip: 0.26-0.28 against 0.14-0.18 ms);
-- PL/pgSQL keeps its statement's plan for the connection.
CREATE OR REPLACE FUNCTION service_terminal(p_airport bpchar, p_flight_terminal text, p_departure_iata bpchar, p_arrival_iata bpchar)
RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT t."name" FROM "terminals" t
    WHERE t."airport_iata" = p_airport
    ORDER BY coalesce(lower(t."name") = lower(trim(p_flight_terminal)), false) DESC,
      CASE WHEN (
        SELECT count(*) FROM "airports" a JOIN "airports" h ON h."iata" = p_airport AND h."country" = a."country"
        WHERE a."iata" IN (p_departure_iata, p_arrival_iata)
      ) = 2 THEN t."domestic" ELSE t."international" END DESC,
      t."position", t."name"
    LIMIT 1
  );
END
$$;
