CREATE TABLE "supplier_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"sku" text NOT NULL,
	"reference" text NOT NULL,
	"supplier" text NOT NULL,
	"supplier_order_id" text,
	"status" text DEFAULT 'new' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_answer" text,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "supplier_orders_status" CHECK ("supplier_orders"."status" in ('new', 'sending', 'processing', 'delivered', 'failed', 'held', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_via" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_orders_order_position_idx" ON "supplier_orders" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "supplier_orders_status_idx" ON "supplier_orders" USING btree ("status","updated_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_via" CHECK ("orders"."refunded_via" is null or "orders"."refunded_via" in ('wallet', 'outside'));--> statement-breakpoint
UPDATE "orders" SET "refunded_via" = 'wallet' WHERE "status" = 'Refunded';
