CREATE TABLE "uploaded_books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'analysing' NOT NULL,
	"rejection_reason" text,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"page_count" integer,
	"paper_size" text,
	"preflight" text,
	"analysis" jsonb,
	"preview_pages" integer DEFAULT 0 NOT NULL,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_books_size_check" CHECK ("uploaded_books"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "uploaded_books" ADD CONSTRAINT "uploaded_books_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_books" ADD CONSTRAINT "uploaded_books_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_books_customer_idx" ON "uploaded_books" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_uploaded_book_id_uploaded_books_id_fk" FOREIGN KEY ("uploaded_book_id") REFERENCES "public"."uploaded_books"("id") ON DELETE set null ON UPDATE no action;