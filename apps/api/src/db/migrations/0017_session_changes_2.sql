CREATE TABLE "closed_account_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"metric" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_characters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"character" jsonb NOT NULL,
	"photo_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "saved_characters" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_characters" ADD CONSTRAINT "saved_characters_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closed_account_history_metric_idx" ON "closed_account_history" USING btree ("metric","occurred_at");--> statement-breakpoint
CREATE INDEX "saved_characters_customer_idx" ON "saved_characters" USING btree ("customer_id","created_at");