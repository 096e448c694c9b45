-- Every order writes each index of orders twice (its status change moves it) and each index of
-- wallet_transactions once. Nothing reads completed orders by their completion time any more (the
-- leaderboard keeps weekly_spend), and a wallet row's status is always 'Success' (a check), so
-- the second index only repeated wallet_transactions_created_idx.
DROP INDEX "orders_status_completed_idx";--> statement-breakpoint
DROP INDEX "wallet_transactions_status_created_idx";
