CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_sellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"gstin" text NOT NULL,
	"gst_rate" integer NOT NULL,
	"saved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_sellers_gst_rate" CHECK ("invoice_sellers"."gst_rate" in (0, 5, 12, 18, 28))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"day" date NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"user_id" uuid NOT NULL,
	"buyer_kind" text NOT NULL,
	"seller_id" uuid,
	"product_id" uuid NOT NULL,
	"client_txn_id" text NOT NULL,
	"product_name" text NOT NULL,
	"item_name" text NOT NULL,
	"payment_mode" text NOT NULL,
	"upi_reference" text,
	"total_paise" bigint NOT NULL,
	"discount_paise" bigint NOT NULL,
	"points_paise" bigint NOT NULL,
	"gst_rate" integer NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"gst_paise" bigint NOT NULL,
	"cost_paise" bigint,
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('issued', 'cancelled')),
	CONSTRAINT "invoices_split" CHECK ("invoices"."taxable_paise" + "invoices"."gst_paise" = "invoices"."total_paise")
);
--> statement-breakpoint
CREATE TABLE "profit_days" (
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"buyer_kind" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales_paise" bigint DEFAULT 0 NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"refunds_paise" bigint DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"costed" integer DEFAULT 0 NOT NULL,
	"cost_paise" bigint DEFAULT 0 NOT NULL,
	"discount_paise" bigint DEFAULT 0 NOT NULL,
	"points_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "profit_days_day_product_id_buyer_kind_pk" PRIMARY KEY("day","product_id","buyer_kind")
);
--> statement-breakpoint
CREATE TABLE "pack_costs" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"cost_paise" bigint NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pack_costs_not_negative" CHECK ("pack_costs"."cost_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "packs_below_cost" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"cost_paise" bigint NOT NULL,
	"price_paise" bigint NOT NULL,
	"resell_paise" bigint NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_applies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"packs" jsonb NOT NULL,
	"applied_by" uuid,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pricing_rules" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"rule" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_price_lists" (
	"supplier" text PRIMARY KEY NOT NULL,
	"fetched_at" timestamp with time zone,
	"problem" text,
	"tried_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier" text NOT NULL,
	"rupees_per_unit" numeric(18, 6) NOT NULL,
	"set_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_rates_positive" CHECK ("supplier_rates"."rupees_per_unit" > 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_sku_prices" (
	"supplier" text NOT NULL,
	"sku" text NOT NULL,
	"price_micros" bigint NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_sku_prices_supplier_sku_pk" PRIMARY KEY("supplier","sku"),
	CONSTRAINT "supplier_sku_prices_not_negative" CHECK ("supplier_sku_prices"."price_micros" >= 0)
);
--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "cost_micros" bigint;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "rupees_per_unit" numeric(18, 6);--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "cost_paise" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_kind" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cost_paise" bigint;--> statement-breakpoint
ALTER TABLE "invoice_sellers" ADD CONSTRAINT "invoice_sellers_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_seller_id_invoice_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."invoice_sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_days" ADD CONSTRAINT "profit_days_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_costs" ADD CONSTRAINT "pack_costs_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_costs" ADD CONSTRAINT "pack_costs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packs_below_cost" ADD CONSTRAINT "packs_below_cost_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_applies" ADD CONSTRAINT "price_applies_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_applies" ADD CONSTRAINT "price_applies_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_rates" ADD CONSTRAINT "supplier_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_client_txn_idx" ON "invoices" USING btree ("client_txn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_day_idx" ON "invoices" USING btree ("day","financial_year","sequence");--> statement-breakpoint
CREATE INDEX "price_applies_product_idx" ON "price_applies" USING btree ("product_id","applied_at");--> statement-breakpoint
CREATE INDEX "supplier_rates_supplier_idx" ON "supplier_rates" USING btree ("supplier","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_kind" CHECK ("orders"."buyer_kind" in ('customer', 'reseller'));