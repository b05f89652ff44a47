CREATE TABLE "booking_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"placed_by_user_id" uuid,
	"placed_by_role" text NOT NULL,
	"officer_id" uuid,
	"call_sid" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"dial_status" text,
	"duration_seconds" integer,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_calls_call_sid_unique" UNIQUE("call_sid")
);
--> statement-breakpoint
CREATE TABLE "sandbox_twilio_calls" (
	"sid" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"parent_call_sid" text,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"resource" jsonb NOT NULL,
	"request" jsonb,
	"twiml" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_calls" ADD CONSTRAINT "booking_calls_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_calls" ADD CONSTRAINT "booking_calls_placed_by_user_id_users_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_calls" ADD CONSTRAINT "booking_calls_officer_id_users_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_calls_booking_idx" ON "booking_calls" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_twilio_calls_to_idx" ON "sandbox_twilio_calls" USING btree ("to","created_at");