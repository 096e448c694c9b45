CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_txn_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"item_name" text NOT NULL,
	"input1" text NOT NULL,
	"input2" text DEFAULT '' NOT NULL,
	"username" text,
	"price_paise" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"payment_mode" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"gateway" text,
	"gateway_order_id" text,
	"payment_url" text,
	"upi_txn_id" text,
	"flag" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_client_txn_id_unique" UNIQUE("client_txn_id"),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('Created', 'Processing', 'Completed', 'Failed', 'Refunded', 'Cancelled')),
	CONSTRAINT "orders_payment_mode" CHECK ("orders"."payment_mode" in ('upi', 'wallet')),
	CONSTRAINT "orders_price_positive" CHECK ("orders"."price_paise" > 0 and "orders"."discount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"client_txn_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"client_txn_id" text PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"txnid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"order_id" uuid,
	"reason" text,
	"gateway" text,
	"gateway_order_id" text,
	"reference" text,
	"flag" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_txnid_unique" UNIQUE("txnid"),
	CONSTRAINT "wallet_transactions_type" CHECK ("wallet_transactions"."type" in ('Credit', 'Debit', 'Refunded')),
	CONSTRAINT "wallet_transactions_status" CHECK ("wallet_transactions"."status" in ('Created', 'Processing', 'Success', 'Failed')),
	CONSTRAINT "wallet_transactions_amount_positive" CHECK ("wallet_transactions"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance_paise" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_not_negative" CHECK ("wallets"."balance_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_idx" ON "payment_events" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_order_type_idx" ON "wallet_transactions" USING btree ("order_id","type") WHERE "wallet_transactions"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_created_idx" ON "wallet_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_transactions_status_created_idx" ON "wallet_transactions" USING btree ("status","created_at");