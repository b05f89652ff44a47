DROP INDEX "live_events_booking_idx";--> statement-breakpoint
ALTER TABLE "live_events" ADD COLUMN "seq" bigint;--> statement-breakpoint
CREATE INDEX "live_events_seq_idx" ON "live_events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "live_events_booking_idx" ON "live_events" USING btree ("booking_id","seq");--> statement-breakpoint
-- Live events in commit order (ADR 195). Two transactions can take event ids in one order and
-- commit in the other; a stream that had read past the later id then never saw the earlier one.
-- The place a reader follows (`seq`) is given at commit instead: a deferred constraint trigger
-- runs as the transaction commits and takes one transaction-scoped advisory lock, held until the
-- commit ends, so places are given in the order transactions commit. The NOTIFY goes out from
-- the same trigger, carrying the place.
CREATE SEQUENCE "live_events_seq_order";--> statement-breakpoint
UPDATE "live_events" SET "seq" = "id";--> statement-breakpoint
SELECT setval('live_events_seq_order', (SELECT coalesce(max("id"), 0) + 1 FROM "live_events"), false);--> statement-breakpoint
CREATE FUNCTION "live_events_in_commit_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  place bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('ft_live_events_in_commit_order', 0));
  place := nextval('live_events_seq_order');
  UPDATE "live_events" SET "seq" = place WHERE "id" = NEW."id";
  PERFORM pg_notify('ft_live_events', json_build_object('id', place, 'bookingId', NEW."booking_id")::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "live_events_in_commit_order" AFTER INSERT ON "live_events"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "live_events_in_commit_order"();
