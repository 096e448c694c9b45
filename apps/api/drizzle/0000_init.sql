CREATE TABLE "email_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_tokens_purpose" CHECK ("email_tokens"."purpose" in ('verify_email', 'reset_password'))
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"resend_after" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_purpose" CHECK ("one_time_codes"."purpose" in ('register', 'login'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"userid" integer GENERATED ALWAYS AS IDENTITY (sequence name "users_userid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobilenumber" text,
	"password_hash" text,
	"role" text DEFAULT 'user' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"referral_code" text,
	"referred_by" uuid,
	"session_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_userid_unique" UNIQUE("userid"),
	CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code"),
	CONSTRAINT "users_role" CHECK ("users"."role" in ('user', 'reseller', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"itemid" integer GENERATED ALWAYS AS IDENTITY (sequence name "items_itemid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"name" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"suggested_task" text DEFAULT '' NOT NULL,
	"original_price_paise" integer NOT NULL,
	"discounted_price_paise" integer NOT NULL,
	"resell_price_paise" integer NOT NULL,
	"is_api" boolean DEFAULT false NOT NULL,
	"api_type" text,
	"itemidarray" text[] DEFAULT '{}' NOT NULL,
	"imgpath" text DEFAULT '' NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_itemid_unique" UNIQUE("itemid"),
	CONSTRAINT "items_prices_not_negative" CHECK ("items"."original_price_paise" >= 0 and "items"."discounted_price_paise" >= 0 and "items"."resell_price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"productid" integer GENERATED ALWAYS AS IDENTITY (sequence name "products_productid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 101 CACHE 1),
	"name" text NOT NULL,
	"imgpath" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"is_api" boolean DEFAULT false NOT NULL,
	"api_type" text,
	"important_note" text DEFAULT '' NOT NULL,
	"inputs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"items" integer[] DEFAULT '{}' NOT NULL,
	"is_trending" boolean DEFAULT false NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_productid_unique" UNIQUE("productid"),
	CONSTRAINT "products_type_upper" CHECK ("products"."type" = upper(replace("products"."type", ' ', ''))),
	CONSTRAINT "products_category" CHECK ("products"."category" in ('games', 'instant-games', 'ott', 'others'))
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"redirect_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_images_type" CHECK ("gallery_images"."type" in ('CarouselMb', 'CarouselPc', 'Banner', 'Popup', 'Item', 'Product'))
);
--> statement-breakpoint
CREATE TABLE "dev_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"otp" text,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_messages_channel" CHECK ("dev_messages"."channel" in ('sms', 'email'))
);
--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_users_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_mobile_idx" ON "one_time_codes" USING btree ("mobile","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobilenumber_idx" ON "users" USING btree ("mobilenumber");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","sort_order");--> statement-breakpoint
CREATE INDEX "gallery_images_type_idx" ON "gallery_images" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "dev_messages_to_idx" ON "dev_messages" USING btree ("to","created_at");