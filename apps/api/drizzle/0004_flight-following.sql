CREATE TABLE "sandbox_flight_status" (
	"flight_number" text NOT NULL,
	"service_date" date NOT NULL,
	"status" text NOT NULL,
	"estimated_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_flight_status_flight_number_service_date_pk" PRIMARY KEY("flight_number","service_date")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "flight_disruption" text;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "estimated_departure_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "estimated_arrival_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "status_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "flights_next_check_idx" ON "flights" USING btree ("next_check_at");