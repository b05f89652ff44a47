-- Indexes that no query reads, each paid for on every booking's insert (issue 42 item 4; ADR 369):
-- an officer's assignments by window start or end (overlaps use the range index since ADR 215,
-- an officer's assignments are found by (officer_id, created_at)), and the events by aggregate
-- (events are read by id).
DROP INDEX "domain_events_aggregate_idx";--> statement-breakpoint
DROP INDEX "booking_assignments_officer_window_idx";--> statement-breakpoint
DROP INDEX "booking_assignments_officer_window_end_idx";
