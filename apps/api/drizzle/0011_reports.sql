CREATE TABLE "capacity_refusals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"service_type" "service_type" NOT NULL,
	"terminal" text NOT NULL,
	"meeting_time" timestamp with time zone NOT NULL,
	"passenger_count" integer NOT NULL,
	"officers_needed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_date" text NOT NULL,
	"to_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"matched" integer NOT NULL,
	"differences" jsonb NOT NULL,
	"ran_by" uuid
);
--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_ran_by_users_id_fk" FOREIGN KEY ("ran_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capacity_refusals_meeting_time_idx" ON "capacity_refusals" USING btree ("meeting_time");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_ran_at_idx" ON "reconciliation_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "service_ratings_created_idx" ON "service_ratings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booking_assignments_window_start_idx" ON "booking_assignments" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "payments_refunded_at_idx" ON "payments" USING btree ("refunded_at");