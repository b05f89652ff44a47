DROP INDEX "organisation_ledger_once_per_booking_key";--> statement-breakpoint
ALTER TABLE "organisation_ledger" ADD COLUMN "line_index" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_ledger_once_per_booking_key" ON "organisation_ledger" USING btree ("booking_id","kind",coalesce("line_index", -1)) WHERE "organisation_ledger"."booking_id" is not null;