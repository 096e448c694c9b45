ALTER TABLE "items" ALTER COLUMN "original_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "discounted_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "resell_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ALTER COLUMN "discount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "discount_amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "min_purchase_amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "max_discount_amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "wallets" ALTER COLUMN "balance_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "kind" text;--> statement-breakpoint
UPDATE "admin_audit_log" SET "kind" = split_part("action", '.', 1);--> statement-breakpoint
ALTER TABLE "admin_audit_log" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "reverses_id" uuid;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "admin_id" uuid;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_reverses_id_wallet_transactions_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_admin_created_idx" ON "admin_audit_log" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_customer_created_idx" ON "admin_audit_log" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_kind_created_idx" ON "admin_audit_log" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_idempotency_key_idx" ON "wallet_transactions" USING btree ("idempotency_key") WHERE "wallet_transactions"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_reverses_idx" ON "wallet_transactions" USING btree ("reverses_id") WHERE "wallet_transactions"."reverses_id" is not null;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_balance_at_most" CHECK ("wallets"."balance_paise" <= 100000000000);