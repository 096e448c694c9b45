DROP INDEX "weekly_spend_rank_idx";--> statement-breakpoint
CREATE INDEX "weekly_spend_rank_idx" ON "weekly_spend" USING btree ("week_start","total_paise" DESC NULLS FIRST,"reached_at");