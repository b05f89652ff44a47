CREATE TABLE "credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_usd_cents" integer NOT NULL,
	"booking_id" uuid,
	"payment_id" uuid,
	"source_entry_id" uuid,
	"cause" text NOT NULL,
	"reason" text,
	"actor_user_id" uuid,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_amount_sign_check" CHECK (case "credit_entries"."kind"
      when 'earn' then "credit_entries"."amount_usd_cents" > 0
      when 'release' then "credit_entries"."amount_usd_cents" > 0
      when 'adjust' then "credit_entries"."amount_usd_cents" <> 0
      when 'expire' then "credit_entries"."amount_usd_cents" <= 0
      else "credit_entries"."amount_usd_cents" < 0 end)
);
--> statement-breakpoint
CREATE TABLE "loyalty_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"earn_percent" integer DEFAULT 5 NOT NULL,
	"rating_bonus_usd_cents" integer DEFAULT 100 NOT NULL,
	"expiry_months" integer DEFAULT 12 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_settings_one_row_check" CHECK ("loyalty_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_settings" ADD CONSTRAINT "loyalty_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_entries_user_created_idx" ON "credit_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_entries_booking_idx" ON "credit_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_once_per_booking_key" ON "credit_entries" USING btree ("booking_id","kind","cause") WHERE "credit_entries"."kind" in ('earn', 'reverse');--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_expire_once_key" ON "credit_entries" USING btree ("source_entry_id") WHERE "credit_entries"."kind" = 'expire';--> statement-breakpoint
INSERT INTO "loyalty_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
