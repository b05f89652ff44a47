ALTER TYPE "public"."payment_provider" ADD VALUE 'account';--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"ledger_entry_id" uuid,
	"booking_reference" text,
	"passenger_name" text,
	"flight_number" text,
	"service_date" date,
	"description" text NOT NULL,
	"cost_centre" text,
	"po_reference" text,
	"amount_ngn_kobo" bigint NOT NULL,
	CONSTRAINT "invoice_lines_ledger_entry_id_unique" UNIQUE("ledger_entry_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"subtotal_ngn_kobo" bigint NOT NULL,
	"vat_ngn_kobo" bigint NOT NULL,
	"total_ngn_kobo" bigint NOT NULL,
	"vat_rate_bps" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paystack_request_code" text,
	"paystack_request_id" bigint,
	"paid_at" timestamp with time zone,
	"overdue_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_paystack_request_code_unique" UNIQUE("paystack_request_code")
);
--> statement-breakpoint
CREATE TABLE "organisation_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_ngn_kobo" bigint NOT NULL,
	"booking_id" uuid,
	"invoice_id" uuid,
	"reference" text,
	"actor_user_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_ledger_amount_sign_check" CHECK (case when "organisation_ledger"."kind" in ('service', 'commission_payout') then "organisation_ledger"."amount_ngn_kobo" > 0 else "organisation_ledger"."amount_ngn_kobo" < 0 end)
);
--> statement-breakpoint
CREATE TABLE "organisation_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_members" (
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_members_organisation_id_user_id_pk" PRIMARY KEY("organisation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organisation_passengers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"legal_name" text NOT NULL,
	"tin" text NOT NULL,
	"vat_registered" boolean DEFAULT false NOT NULL,
	"billing_email" text NOT NULL,
	"billing_address" text NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"payment_terms" text DEFAULT 'card' NOT NULL,
	"credit_limit_ngn_kobo" bigint DEFAULT 0 NOT NULL,
	"payment_days" integer DEFAULT 30 NOT NULL,
	"commission_bps" integer DEFAULT 0 NOT NULL,
	"requires_cost_centre" boolean DEFAULT false NOT NULL,
	"requires_po_reference" boolean DEFAULT false NOT NULL,
	"applied_by_user_id" uuid,
	"approved_at" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_credit_limit_check" CHECK ("organisations"."credit_limit_ngn_kobo" >= 0),
	CONSTRAINT "organisations_payment_days_check" CHECK ("organisations"."payment_days" between 1 and 120),
	CONSTRAINT "organisations_commission_check" CHECK ("organisations"."commission_bps" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "sandbox_paystack_customers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_paystack_customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 7000000 CACHE 1),
	"customer_code" text NOT NULL,
	"email" text NOT NULL,
	"object" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_paystack_customers_customer_code_unique" UNIQUE("customer_code"),
	CONSTRAINT "sandbox_paystack_customers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "sandbox_paystack_payment_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_paystack_payment_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000000 CACHE 1),
	"request_code" text NOT NULL,
	"object" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_paystack_payment_requests_request_code_unique" UNIQUE("request_code")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "organisation_passenger_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "passenger_user_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cost_centre" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "po_reference" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_ledger_entry_id_organisation_ledger_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."organisation_ledger"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_ledger" ADD CONSTRAINT "organisation_ledger_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_ledger" ADD CONSTRAINT "organisation_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_ledger" ADD CONSTRAINT "organisation_ledger_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_passengers" ADD CONSTRAINT "organisation_passengers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_passengers" ADD CONSTRAINT "organisation_passengers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_applied_by_user_id_users_id_fk" FOREIGN KEY ("applied_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_key" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_org_period_key" ON "invoices" USING btree ("organisation_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_key" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_unpaid_due_idx" ON "invoices" USING btree ("due_at") WHERE "invoices"."status" = 'issued';--> statement-breakpoint
CREATE INDEX "organisation_ledger_org_idx" ON "organisation_ledger" USING btree ("organisation_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_ledger_once_per_booking_key" ON "organisation_ledger" USING btree ("booking_id","kind") WHERE "organisation_ledger"."booking_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_ledger_payment_once_key" ON "organisation_ledger" USING btree ("invoice_id") WHERE "organisation_ledger"."kind" = 'payment';--> statement-breakpoint
CREATE INDEX "organisation_invitations_org_idx" ON "organisation_invitations" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "organisation_members_user_idx" ON "organisation_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "organisation_passengers_org_name_idx" ON "organisation_passengers" USING btree ("organisation_id","full_name");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_passengers_org_phone_name_key" ON "organisation_passengers" USING btree ("organisation_id","phone","full_name");--> statement-breakpoint
CREATE INDEX "organisations_status_idx" ON "organisations" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_organisation_passenger_id_organisation_passengers_id_fk" FOREIGN KEY ("organisation_passenger_id") REFERENCES "public"."organisation_passengers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_passenger_user_id_users_id_fk" FOREIGN KEY ("passenger_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_organisation_created_idx" ON "bookings" USING btree ("organisation_id","created_at") WHERE "bookings"."organisation_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_passenger_user_idx" ON "bookings" USING btree ("passenger_user_id") WHERE "bookings"."passenger_user_id" is not null;