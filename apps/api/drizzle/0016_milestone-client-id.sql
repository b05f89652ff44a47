ALTER TABLE "service_milestones" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "service_milestones_client_id_key" ON "service_milestones" USING btree ("client_id");