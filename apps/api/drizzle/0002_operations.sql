ALTER TYPE "public"."booking_status" ADD VALUE 'expired';--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'dispatcher' BEFORE 'admin';--> statement-breakpoint
CREATE TABLE "booking_assignments" (
	"booking_id" uuid NOT NULL,
	"officer_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" uuid,
	CONSTRAINT "booking_assignments_booking_id_officer_id_pk" PRIMARY KEY("booking_id","officer_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_points" (
	"terminal" text NOT NULL,
	"service_type" "service_type" NOT NULL,
	"description" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_points_terminal_service_type_pk" PRIMARY KEY("terminal","service_type")
);
--> statement-breakpoint
CREATE TABLE "officer_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"officer_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "officer_shifts_range_check" CHECK ("officer_shifts"."ends_at" > "officer_shifts"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "officers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"badge_number" text NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"terminals" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"photo_content_type" text,
	"photo" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"booking_id" uuid,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "meeting_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_window_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_window_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "officers_needed" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
-- Bookings made before the service plan existed get the plan of contracts servicePlan (issue 15 §1).
UPDATE "bookings" b SET
  "meeting_time" = CASE WHEN b."service_type" = 'arrival' THEN f."arrival_time"
    WHEN da."country" = 'NG' AND aa."country" = 'NG' THEN f."departure_time" - interval '120 minutes'
    ELSE f."departure_time" - interval '180 minutes' END,
  "officers_needed" = (b."passenger_count" + 4) / 5,
  "hold_expires_at" = CASE WHEN b."status" = 'pending' AND b."payment_status" <> 'paid'
    THEN b."created_at" + interval '30 minutes' END
FROM "flights" f
LEFT JOIN "airports" da ON da."iata" = f."departure_iata"
LEFT JOIN "airports" aa ON aa."iata" = f."arrival_iata"
WHERE f."id" = b."flight_id";--> statement-breakpoint
UPDATE "bookings" b SET
  "service_window_start" = b."meeting_time" - interval '15 minutes',
  "service_window_end" = CASE WHEN b."service_type" = 'arrival' THEN b."meeting_time" + interval '90 minutes'
    ELSE f."departure_time" - interval '30 minutes' END
FROM "flights" f WHERE f."id" = b."flight_id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "meeting_time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "service_window_start" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "service_window_end" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "officers_needed" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_assignments" ADD CONSTRAINT "booking_assignments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_assignments" ADD CONSTRAINT "booking_assignments_officer_id_officers_user_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_assignments" ADD CONSTRAINT "booking_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_points" ADD CONSTRAINT "meeting_points_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officer_shifts" ADD CONSTRAINT "officer_shifts_officer_id_officers_user_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officers" ADD CONSTRAINT "officers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_events" ADD CONSTRAINT "staff_audit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_events" ADD CONSTRAINT "staff_audit_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_assignments_officer_window_idx" ON "booking_assignments" USING btree ("officer_id","window_start");--> statement-breakpoint
CREATE INDEX "officer_shifts_officer_starts_idx" ON "officer_shifts" USING btree ("officer_id","starts_at");--> statement-breakpoint
CREATE INDEX "officer_shifts_starts_idx" ON "officer_shifts" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "officers_badge_number_key" ON "officers" USING btree (upper("badge_number"));--> statement-breakpoint
CREATE INDEX "staff_audit_events_booking_idx" ON "staff_audit_events" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_events_created_idx" ON "staff_audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_meeting_time_idx" ON "bookings" USING btree ("meeting_time");