CREATE TABLE "closed_account_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"metric" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "epub_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"story_id" uuid NOT NULL,
	"job_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_name" text NOT NULL,
	"blob_key" text,
	"size_bytes" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "print_orders" ADD COLUMN "read_aloud_link_id" uuid;--> statement-breakpoint
ALTER TABLE "epub_exports" ADD CONSTRAINT "epub_exports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epub_exports" ADD CONSTRAINT "epub_exports_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epub_exports" ADD CONSTRAINT "epub_exports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_characters" ADD CONSTRAINT "saved_characters_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closed_account_history_metric_idx" ON "closed_account_history" USING btree ("metric","occurred_at");--> statement-breakpoint
CREATE INDEX "epub_exports_story_idx" ON "epub_exports" USING btree ("story_id","created_at");--> statement-breakpoint
CREATE INDEX "epub_exports_customer_idx" ON "epub_exports" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_characters_customer_idx" ON "saved_characters" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_read_aloud_link_id_share_links_id_fk" FOREIGN KEY ("read_aloud_link_id") REFERENCES "public"."share_links"("id") ON DELETE set null ON UPDATE no action;