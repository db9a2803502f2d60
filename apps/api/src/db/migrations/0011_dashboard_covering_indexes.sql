DROP INDEX "credit_transactions_kind_idx";--> statement-breakpoint
DROP INDEX "payments_settled_idx";--> statement-breakpoint
CREATE INDEX "credit_transactions_kind_idx" ON "credit_transactions" USING btree ("kind","created_at","delta");--> statement-breakpoint
CREATE INDEX "payments_settled_idx" ON "payments" USING btree ("status","settled_at","currency","amount_cents");