CREATE TABLE "book_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"story_id" uuid,
	"page_number" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"job_id" uuid,
	"model" text NOT NULL,
	"style" text NOT NULL,
	"prompt" text,
	"screen_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"print_key" text NOT NULL,
	"print_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"credit_reference" text NOT NULL,
	"credits_spent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "books" (
	"story_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"model" text NOT NULL,
	"job_id" uuid,
	"failure_reason" text,
	"character_sheet_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "character_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"story_id" uuid,
	"character_index" integer,
	"character_name" text,
	"blob_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pdf_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"story_id" uuid NOT NULL,
	"job_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"paper_size" text NOT NULL,
	"file_name" text NOT NULL,
	"blob_key" text,
	"size_bytes" integer,
	"preflight" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_images" ADD CONSTRAINT "book_images_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_images" ADD CONSTRAINT "book_images_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_images" ADD CONSTRAINT "character_images_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_images" ADD CONSTRAINT "character_images_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_exports" ADD CONSTRAINT "pdf_exports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_exports" ADD CONSTRAINT "pdf_exports_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_exports" ADD CONSTRAINT "pdf_exports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "book_images_version_idx" ON "book_images" USING btree ("story_id","page_number","version");--> statement-breakpoint
CREATE UNIQUE INDEX "book_images_job_page_idx" ON "book_images" USING btree ("story_id","page_number","job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "book_images_current_idx" ON "book_images" USING btree ("story_id","page_number") WHERE "book_images"."is_current";--> statement-breakpoint
CREATE INDEX "book_images_customer_idx" ON "book_images" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "character_images_slot_idx" ON "character_images" USING btree ("story_id","character_index");--> statement-breakpoint
CREATE INDEX "character_images_customer_idx" ON "character_images" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "pdf_exports_story_idx" ON "pdf_exports" USING btree ("story_id","created_at");