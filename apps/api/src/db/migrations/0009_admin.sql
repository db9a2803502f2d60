ALTER TABLE "customers" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "credit_transactions_kind_idx" ON "credit_transactions" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "payments_settled_idx" ON "payments" USING btree ("status","settled_at");--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status","updated_at");