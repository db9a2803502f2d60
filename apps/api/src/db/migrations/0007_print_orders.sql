CREATE TABLE "print_order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" serial NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"source" text NOT NULL,
	"reason" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"story_id" uuid,
	"uploaded_book_id" uuid,
	"title" text NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"status_reason" text,
	"print_options" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"shipping_level" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"quote" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_id" uuid,
	"checkout_url" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"provider" text,
	"provider_job_id" text,
	"provider_status" text,
	"interior_key" text,
	"cover_key" text,
	"tracking" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "print_orders_total_check" CHECK ("print_orders"."total_cents" >= 0),
	CONSTRAINT "print_orders_book_check" CHECK (("print_orders"."story_id" is not null) or ("print_orders"."uploaded_book_id" is not null) or "print_orders"."status" <> 'pending_payment')
);
--> statement-breakpoint
CREATE TABLE "print_price_lists" (
	"version" serial PRIMARY KEY NOT NULL,
	"prices" jsonb NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_provider_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_job_id" text NOT NULL,
	"status" text NOT NULL,
	"body_hash" text NOT NULL,
	"payload" jsonb NOT NULL,
	"changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
ALTER TABLE "print_order_events" ADD CONSTRAINT "print_order_events_order_id_print_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."print_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_order_events" ADD CONSTRAINT "print_order_events_actor_id_customers_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_price_lists" ADD CONSTRAINT "print_price_lists_created_by_customers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_order_events_order_idx" ON "print_order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "print_orders_idempotency_idx" ON "print_orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "print_orders_provider_job_idx" ON "print_orders" USING btree ("provider","provider_job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_orders_payment_idx" ON "print_orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "print_orders_customer_idx" ON "print_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "print_orders_status_idx" ON "print_orders" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "print_provider_events_body_idx" ON "print_provider_events" USING btree ("provider","body_hash");--> statement-breakpoint
CREATE INDEX "print_provider_events_job_idx" ON "print_provider_events" USING btree ("provider","provider_job_id");--> statement-breakpoint
-- The first print price list (GBP, minor units). Printed books are zero-rated for VAT in the UK, Ireland, Norway and Czechia; elsewhere in Europe the reduced book rate applies.
INSERT INTO "print_price_lists" ("prices", "note") VALUES ('{"currency":"GBP","binding_base_cents":{"perfect":450,"saddle_stitch":250,"hardcover":1150,"coil":650},"page_cents":{"full_color":{"standard":6,"premium":9},"black_white":{"standard":2,"premium":3}},"premium_paper_page_cents":1,"gloss_cover_cents":50,"paper_size_percent":{"a4":100,"a5":70,"us_letter":100,"square_8_5":90},"volume_tiers":[{"from_copy":1,"discount_percent":0},{"from_copy":10,"discount_percent":5},{"from_copy":25,"discount_percent":10},{"from_copy":50,"discount_percent":15},{"from_copy":100,"discount_percent":20}],"production_days":{"perfect":{"min":3,"max":5},"saddle_stitch":{"min":3,"max":5},"hardcover":{"min":6,"max":9},"coil":{"min":4,"max":6}},"countries":{"GB":"domestic","IE":"europe","FR":"europe","DE":"europe","ES":"europe","IT":"europe","NL":"europe","BE":"europe","AT":"europe","PT":"europe","SE":"europe","DK":"europe","FI":"europe","PL":"europe","CZ":"europe","LU":"europe","NO":"europe","CH":"europe","US":"north_america","CA":"north_america","AU":"rest_of_world","NZ":"rest_of_world","JP":"rest_of_world","SG":"rest_of_world","ZA":"rest_of_world","IN":"rest_of_world"},"shipping":{"domestic":{"MAIL":{"first_copy_cents":399,"additional_copy_cents":99,"min_days":2,"max_days":4},"PRIORITY_MAIL":{"first_copy_cents":599,"additional_copy_cents":149,"min_days":1,"max_days":2},"EXPRESS":{"first_copy_cents":1299,"additional_copy_cents":199,"min_days":1,"max_days":1}},"europe":{"MAIL":{"first_copy_cents":699,"additional_copy_cents":199,"min_days":4,"max_days":8},"PRIORITY_MAIL":{"first_copy_cents":999,"additional_copy_cents":249,"min_days":3,"max_days":5},"EXPRESS":{"first_copy_cents":2499,"additional_copy_cents":399,"min_days":2,"max_days":3}},"north_america":{"MAIL":{"first_copy_cents":899,"additional_copy_cents":249,"min_days":6,"max_days":12},"GROUND":{"first_copy_cents":1199,"additional_copy_cents":299,"min_days":4,"max_days":7},"EXPEDITED":{"first_copy_cents":1899,"additional_copy_cents":399,"min_days":3,"max_days":4},"EXPRESS":{"first_copy_cents":2999,"additional_copy_cents":499,"min_days":2,"max_days":3}},"rest_of_world":{"MAIL":{"first_copy_cents":999,"additional_copy_cents":299,"min_days":7,"max_days":15},"PRIORITY_MAIL":{"first_copy_cents":1499,"additional_copy_cents":399,"min_days":5,"max_days":9},"EXPRESS":{"first_copy_cents":3499,"additional_copy_cents":599,"min_days":3,"max_days":5}}},"tax_basis_points":{"FR":550,"DE":700,"ES":400,"IT":400,"NL":900,"BE":600,"AT":1000,"PT":600,"SE":600,"DK":2500,"FI":1400,"PL":500,"LU":300,"CH":260}}'::jsonb, 'Launch prices');--> statement-breakpoint
-- Paper sizes took the print catalogue's names.
UPDATE "pdf_exports" SET "paper_size" = 'us_letter' WHERE "paper_size" = 'letter';--> statement-breakpoint
UPDATE "pdf_exports" SET "paper_size" = 'square_8_5' WHERE "paper_size" = 'square';--> statement-breakpoint
UPDATE "pdf_exports" SET "preflight" = jsonb_set("preflight", '{paper_size}', to_jsonb("paper_size")) WHERE "preflight" IS NOT NULL AND "preflight"->>'paper_size' IS DISTINCT FROM "paper_size";
