-- Decision 154: a company buys N seats on a course through one order (a payments row whose buyer is
-- the company, not a student), paid offline, with one tax invoice made out to the company. An order
-- has exactly one buyer; only a company order has more than one seat (its list_price is per seat).
-- The invoice keeps the line's quantity and unit price; a refund of a company order records the
-- unused seats it took back from the company's pool.
ALTER TABLE "payments" ALTER COLUMN "student_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "seats" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purchase_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "raised_by" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_buyer" CHECK (("student_id" IS NULL) <> ("company_id" IS NULL));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_seats" CHECK ("seats" >= 1 AND ("company_id" IS NOT NULL OR "seats" = 1));--> statement-breakpoint
CREATE INDEX "payments_company_idx" ON "payments" USING btree ("company_id") WHERE "company_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "unit_price" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "unit_price_includes_gst" boolean;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quantity" CHECK ("quantity" >= 1);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_line_adds_up" CHECK ("unit_price" IS NULL OR ("unit_price_includes_gst" AND "unit_price"::bigint * "quantity" = "total") OR (NOT "unit_price_includes_gst" AND "unit_price"::bigint * "quantity" = "taxable"));--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_seats" CHECK ("seats" >= 0);
