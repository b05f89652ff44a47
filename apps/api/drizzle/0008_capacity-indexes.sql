-- Capacity (capacity.ts, ADR 205) looks for shifts and assignments that end after a future window
-- starts, and for each officer's latest assignment. Indexed by those columns, a decision never
-- reads the past services and shifts that pile up every day.
CREATE INDEX "booking_assignments_officer_window_end_idx" ON "booking_assignments" USING btree ("officer_id","window_end");--> statement-breakpoint
CREATE INDEX "booking_assignments_officer_assigned_idx" ON "booking_assignments" USING btree ("officer_id","created_at");--> statement-breakpoint
CREATE INDEX "officer_shifts_officer_ends_idx" ON "officer_shifts" USING btree ("officer_id","ends_at");
