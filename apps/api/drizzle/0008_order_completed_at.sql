ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_status_completed_idx" ON "orders" USING btree ("status","completed_at");--> statement-breakpoint
UPDATE "orders" SET "completed_at" = "updated_at" WHERE "status" = 'Completed';
