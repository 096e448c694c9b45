CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "supplier_orders_due_idx" ON "supplier_orders" USING btree ("next_attempt_at") WHERE "supplier_orders"."status" in ('new', 'sending', 'processing');--> statement-breakpoint
-- Mails an earlier version queued as jobs move to the outbox (a fresh database has no job tables yet).
DO $$ BEGIN
  IF to_regclass('pgboss.job') IS NOT NULL THEN
    INSERT INTO "mail_outbox" ("to", "subject", "text")
      SELECT coalesce(j.data->>'to', (SELECT u.email FROM "users" u WHERE u.id::text = j.data->>'userId')), j.data->>'subject', j.data->>'text'
      FROM pgboss.job j WHERE j.name = 'send-mail' AND j.state IN ('created', 'retry', 'active');
    DELETE FROM pgboss.job WHERE name = 'send-mail' AND state IN ('created', 'retry', 'active');
  END IF;
END $$;
