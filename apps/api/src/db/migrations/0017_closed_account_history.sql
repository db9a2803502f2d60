CREATE TABLE "closed_account_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"metric" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "closed_account_history_metric_idx" ON "closed_account_history" USING btree ("metric","occurred_at");