CREATE TABLE "service_airports" (
	"iata" char(3) PRIMARY KEY NOT NULL,
	"icao" char(4) NOT NULL,
	"currency" char(3) NOT NULL,
	"open_for_sale" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_airports_icao_check" CHECK ("service_airports"."icao" ~ '^[A-Z]{4}$'),
	CONSTRAINT "service_airports_currency_check" CHECK ("service_airports"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"airport_iata" char(3) NOT NULL,
	"name" text NOT NULL,
	"international" boolean NOT NULL,
	"domestic" boolean NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminals_airport_iata_name_pk" PRIMARY KEY("airport_iata","name"),
	CONSTRAINT "terminals_name_check" CHECK (length(trim("terminals"."name")) between 1 and 40)
);
--> statement-breakpoint
-- A database that already sells at Lagos keeps doing so: LOS becomes the first served airport,
-- with the terminals officers and meeting points already name, and every existing booking,
-- officer and meeting point belongs to it (issue 41 item 1; ADR 371). A new database has no
-- airports yet at this point: the seed adds the served airports after the migrations.
INSERT INTO "service_airports" ("iata", "icao", "currency", "open_for_sale")
SELECT "iata", 'DNMM', 'NGN', true FROM "airports" WHERE "iata" = 'LOS';--> statement-breakpoint
INSERT INTO "terminals" ("airport_iata", "name", "international", "domestic", "position")
SELECT s."iata", t."name", t."international", t."domestic", t."position"
FROM "service_airports" s
CROSS JOIN (VALUES ('International', true, false, 0), ('Domestic', false, true, 1), ('MMA2', false, true, 2))
  AS t("name", "international", "domestic", "position")
WHERE s."iata" = 'LOS';--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "airport_iata" char(3) DEFAULT 'LOS' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "airport_iata" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "officers" ADD COLUMN "airport_iata" char(3) DEFAULT 'LOS' NOT NULL;--> statement-breakpoint
ALTER TABLE "officers" ALTER COLUMN "airport_iata" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "meeting_points" ADD COLUMN "airport_iata" char(3) DEFAULT 'LOS' NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_points" ALTER COLUMN "airport_iata" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "meeting_points" DROP CONSTRAINT "meeting_points_terminal_service_type_pk";--> statement-breakpoint
ALTER TABLE "meeting_points" ADD CONSTRAINT "meeting_points_airport_iata_terminal_service_type_pk" PRIMARY KEY("airport_iata","terminal","service_type");--> statement-breakpoint
ALTER TABLE "service_airports" ADD CONSTRAINT "service_airports_iata_airports_iata_fk" FOREIGN KEY ("iata") REFERENCES "public"."airports"("iata") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_airports" ADD CONSTRAINT "service_airports_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_airport_iata_service_airports_iata_fk" FOREIGN KEY ("airport_iata") REFERENCES "public"."service_airports"("iata") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_airport_iata_service_airports_iata_fk" FOREIGN KEY ("airport_iata") REFERENCES "public"."service_airports"("iata") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_points" ADD CONSTRAINT "meeting_points_airport_iata_terminal_terminals_airport_iata_name_fk" FOREIGN KEY ("airport_iata","terminal") REFERENCES "public"."terminals"("airport_iata","name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "officers" ADD CONSTRAINT "officers_airport_iata_service_airports_iata_fk" FOREIGN KEY ("airport_iata") REFERENCES "public"."service_airports"("iata") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "officers_airport_idx" ON "officers" USING btree ("airport_iata") WHERE "officers"."active";
