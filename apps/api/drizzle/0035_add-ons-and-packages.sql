CREATE TYPE "public"."add_on_fulfilment" AS ENUM('guaranteed', 'on_request');--> statement-breakpoint
CREATE TYPE "public"."add_on_unit" AS ENUM('per_person', 'per_booking', 'per_bag_block', 'per_vehicle', 'per_extra_hour');--> statement-breakpoint
CREATE TYPE "public"."extra_confirmation" AS ENUM('confirmed', 'declined');--> statement-breakpoint
CREATE TYPE "public"."extra_delivery" AS ENUM('pending', 'delivered', 'not_delivered');--> statement-breakpoint
CREATE TABLE "add_ons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"airport_iata" char(3) NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" "add_on_unit" NOT NULL,
	"unit_size" integer,
	"unit_price_usd_cents" integer NOT NULL,
	"max_quantity" integer NOT NULL,
	"fulfilment" "add_on_fulfilment" NOT NULL,
	"lead_time_minutes" integer DEFAULT 0 NOT NULL,
	"service_types" "service_type"[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "add_ons_code_unique" UNIQUE("airport_iata","code"),
	CONSTRAINT "add_ons_price_check" CHECK ("add_ons"."unit_price_usd_cents" between 0 and 1000000),
	CONSTRAINT "add_ons_max_check" CHECK ("add_ons"."max_quantity" between 1 and 99),
	CONSTRAINT "add_ons_lead_check" CHECK ("add_ons"."lead_time_minutes" between 0 and 10080),
	CONSTRAINT "add_ons_unit_size_check" CHECK (("add_ons"."unit" in ('per_bag_block', 'per_vehicle')) = ("add_ons"."unit_size" is not null) and coalesce("add_ons"."unit_size", 1) between 1 and 99),
	CONSTRAINT "add_ons_service_types_check" CHECK (cardinality("add_ons"."service_types") > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_extra_lines" (
	"booking_id" uuid NOT NULL,
	"line_index" integer NOT NULL,
	"confirmation" "extra_confirmation",
	"decline_reason" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"delivery" "extra_delivery" DEFAULT 'pending' NOT NULL,
	"delivered_by" uuid,
	"delivered_at" timestamp with time zone,
	"delivery_client_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_extra_lines_booking_id_line_index_pk" PRIMARY KEY("booking_id","line_index"),
	CONSTRAINT "booking_extra_lines_index_check" CHECK ("booking_extra_lines"."line_index" >= 1)
);
--> statement-breakpoint
CREATE TABLE "package_items" (
	"package_id" uuid NOT NULL,
	"add_on_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "package_items_package_id_add_on_id_pk" PRIMARY KEY("package_id","add_on_id"),
	CONSTRAINT "package_items_quantity_check" CHECK ("package_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"airport_iata" char(3) NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_code_unique" UNIQUE("airport_iata","code")
);
--> statement-breakpoint
CREATE TABLE "line_refunds" (
	"booking_id" uuid NOT NULL,
	"line_index" integer NOT NULL,
	"status" "refund_status" NOT NULL,
	"amount_ngn_kobo" integer NOT NULL,
	"reference" text,
	"failure" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_refunds_booking_id_line_index_pk" PRIMARY KEY("booking_id","line_index"),
	CONSTRAINT "line_refunds_reference_unique" UNIQUE("reference"),
	CONSTRAINT "line_refunds_amount_check" CHECK ("line_refunds"."amount_ngn_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "add_ons" ADD CONSTRAINT "add_ons_airport_iata_service_airports_iata_fk" FOREIGN KEY ("airport_iata") REFERENCES "public"."service_airports"("iata") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_extra_lines" ADD CONSTRAINT "booking_extra_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_extra_lines" ADD CONSTRAINT "booking_extra_lines_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_extra_lines" ADD CONSTRAINT "booking_extra_lines_delivered_by_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_add_on_id_add_ons_id_fk" FOREIGN KEY ("add_on_id") REFERENCES "public"."add_ons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_airport_iata_service_airports_iata_fk" FOREIGN KEY ("airport_iata") REFERENCES "public"."service_airports"("iata") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_refunds" ADD CONSTRAINT "line_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_refunds_refunded_at_idx" ON "line_refunds" USING btree ("refunded_at");