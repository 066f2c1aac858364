-- Decision 142: refunds from the back office through Razorpay, and the GST credit notes that a
-- processed refund of an invoiced order issues from their own gap-free series per financial year.
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"revoke_enrolment" boolean DEFAULT false NOT NULL,
	"provider_refund_id" text,
	"failure" text,
	"requested_by" integer,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" in ('pending', 'processed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");
--> statement-breakpoint
CREATE TABLE "credit_note_series" (
	"financial_year" integer PRIMARY KEY NOT NULL,
	"last_serial" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"refund_id" integer,
	"invoice_id" integer NOT NULL,
	"payment_id" integer,
	"user_id" integer,
	"financial_year" integer NOT NULL,
	"serial" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"taxable" integer NOT NULL,
	"cgst" integer NOT NULL,
	"sgst" integer NOT NULL,
	"igst" integer NOT NULL,
	"total" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "credit_notes_year_serial_key" UNIQUE("financial_year","serial"),
	CONSTRAINT "credit_notes_adds_up" CHECK ("credit_notes"."taxable" + "credit_notes"."cgst" + "credit_notes"."sgst" + "credit_notes"."igst" = "credit_notes"."total")
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");
--> statement-breakpoint
-- A credit note is a tax document like the invoice it corrects (CGST Act s.34): never edited
-- after issue; only the database's own `set null` of a removed refund, order or account.
CREATE FUNCTION "credit_notes_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (to_jsonb(NEW) - 'refund_id' - 'payment_id' - 'user_id') IS DISTINCT FROM (to_jsonb(OLD) - 'refund_id' - 'payment_id' - 'user_id')
		OR (NEW.refund_id IS NOT NULL AND NEW.refund_id IS DISTINCT FROM OLD.refund_id)
		OR (NEW.payment_id IS NOT NULL AND NEW.payment_id IS DISTINCT FROM OLD.payment_id)
		OR (NEW.user_id IS NOT NULL AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
		RAISE EXCEPTION 'an issued credit note is never edited';
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "credit_notes_immutable" BEFORE UPDATE ON "credit_notes" FOR EACH ROW EXECUTE FUNCTION "credit_notes_refuse_update"();
--> statement-breakpoint
-- Offline payments (bank transfer, UPI, cheque) recorded by staff against an order: at most one
-- per order (the unique key is what lets exactly one of two staff recording it at once settle it).
CREATE TABLE "offline_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"received_on" text NOT NULL,
	"amount" integer NOT NULL,
	"proof_key" text NOT NULL,
	"proof_type" text NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_payments_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "offline_payments_method_known" CHECK ("offline_payments"."method" in ('bank_transfer', 'upi', 'cheque'))
);
--> statement-breakpoint
ALTER TABLE "offline_payments" ADD CONSTRAINT "offline_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "offline_payments" ADD CONSTRAINT "offline_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
