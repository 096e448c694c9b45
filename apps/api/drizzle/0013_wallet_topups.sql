CREATE TABLE "wallet_topups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"txnid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"gateway" text,
	"gateway_order_id" text,
	"reference" text,
	"flag" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_topups_txnid_unique" UNIQUE("txnid"),
	CONSTRAINT "wallet_topups_status" CHECK ("wallet_topups"."status" in ('Created', 'Success', 'Failed')),
	CONSTRAINT "wallet_topups_amount_positive" CHECK ("wallet_topups"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_topups" ADD CONSTRAINT "wallet_topups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_topups_status_created_idx" ON "wallet_topups" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "wallet_topups_user_created_idx" ON "wallet_topups" USING btree ("user_id","created_at");--> statement-breakpoint
INSERT INTO "wallet_topups" ("txnid", "user_id", "amount_paise", "status", "reason", "gateway", "gateway_order_id", "reference", "flag", "created_at", "updated_at")
SELECT "txnid", "user_id", "amount_paise", "status", "reason", "gateway", "gateway_order_id", "reference", "flag", "created_at", "updated_at" FROM "wallet_transactions" WHERE "gateway" IS NOT NULL AND "status" IN ('Created', 'Success', 'Failed');--> statement-breakpoint
DELETE FROM "wallet_transactions" WHERE "status" <> 'Success';
