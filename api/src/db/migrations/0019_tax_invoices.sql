-- Decision 141: GST tax invoices. A buyer's remembered billing details, the snapshot on the order,
-- the gap-free series per financial year and the invoices, never updated after issue.
CREATE TABLE "billing_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "billing" jsonb;
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"financial_year" integer PRIMARY KEY NOT NULL,
	"last_serial" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"payment_id" integer,
	"user_id" integer,
	"financial_year" integer NOT NULL,
	"serial" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"place_of_supply" text NOT NULL,
	"regime" text NOT NULL,
	"sac" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"course_title" text NOT NULL,
	"taxable" integer NOT NULL,
	"cgst" integer NOT NULL,
	"sgst" integer NOT NULL,
	"igst" integer NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "invoices_year_serial_key" UNIQUE("financial_year","serial"),
	CONSTRAINT "invoices_adds_up" CHECK ("invoices"."taxable" + "invoices"."cgst" + "invoices"."sgst" + "invoices"."igst" = "invoices"."total"),
	CONSTRAINT "invoices_regime_known" CHECK ("invoices"."regime" in ('intra_state', 'inter_state'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at");
--> statement-breakpoint
-- An invoice is never edited after issue (CGST Rules 2017: a correction is a credit or debit
-- note). The only change allowed is the one the database makes itself: a link to a removed order
-- or account set to null.
-- Nothing deletes one either: no repository path, and no foreign key cascades into this table.
CREATE FUNCTION "invoices_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (to_jsonb(NEW) - 'payment_id' - 'user_id') IS DISTINCT FROM (to_jsonb(OLD) - 'payment_id' - 'user_id')
		OR (NEW.payment_id IS NOT NULL AND NEW.payment_id IS DISTINCT FROM OLD.payment_id)
		OR (NEW.user_id IS NOT NULL AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
		RAISE EXCEPTION 'an issued invoice is never edited';
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_refuse_update"();
