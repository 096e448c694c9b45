CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_mode_created_idx" ON "orders" USING btree ("payment_mode","created_at");--> statement-breakpoint
CREATE INDEX "orders_input1_idx" ON "orders" USING btree ("input1");--> statement-breakpoint
CREATE INDEX "orders_input2_idx" ON "orders" USING btree ("input2");--> statement-breakpoint
CREATE INDEX "wallet_transactions_created_idx" ON "wallet_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "wallet_transactions_type_created_idx" ON "wallet_transactions" USING btree ("type","created_at");