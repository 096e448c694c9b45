CREATE TABLE "leaderboard_rewards" (
	"rank" integer PRIMARY KEY NOT NULL,
	"reward_paise" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_rewards_rank" CHECK ("leaderboard_rewards"."rank" between 1 and 3),
	CONSTRAINT "leaderboard_rewards_not_negative" CHECK ("leaderboard_rewards"."reward_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leaderboard_winners" (
	"week_start" timestamp with time zone NOT NULL,
	"rank" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"total_paise" bigint NOT NULL,
	"reward_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_winners_week_start_rank_pk" PRIMARY KEY("week_start","rank"),
	CONSTRAINT "leaderboard_winners_rank" CHECK ("leaderboard_winners"."rank" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "weekly_spend" (
	"week_start" timestamp with time zone NOT NULL,
	"user_id" uuid NOT NULL,
	"total_paise" bigint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weekly_spend_week_start_user_id_pk" PRIMARY KEY("week_start","user_id")
);
--> statement-breakpoint
ALTER TABLE "leaderboard_winners" ADD CONSTRAINT "leaderboard_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_spend" ADD CONSTRAINT "weekly_spend_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weekly_spend_rank_idx" ON "weekly_spend" USING btree ("week_start","total_paise" DESC NULLS LAST,"reached_at");