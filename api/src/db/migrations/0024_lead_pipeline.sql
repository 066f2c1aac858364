-- Decision 145: the lead pipeline (owner, next action, line of business, a contact timeline) and
-- the marketing opt-out every marketing mail honours.
ALTER TABLE "users" ADD COLUMN "marketing_opt_out" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "owner_id" integer;
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "next_action_on" date;
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "line_of_business" text DEFAULT 'other' NOT NULL;
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_line_of_business_known" CHECK ("leads"."line_of_business" in ('training', 'erp_implementation', 'staffing', 'corporate', 'other'));
--> statement-breakpoint
-- Existing leads get the line their form and page say (the rule of lineOfBusinessFor in the contracts).
UPDATE "leads" SET "line_of_business" = CASE
  WHEN lower(coalesce("page", '')) ~ '(^|/)(implementation|solutions)(/|$|\?|#)' THEN 'erp_implementation'
  WHEN lower(coalesce("page", '')) ~ '(^|/)staffing(/|$|\?|#)' THEN 'staffing'
  WHEN lower(coalesce("page", '')) LIKE '%corporate%' THEN 'corporate'
  WHEN "type" in ('catalog', 'webinar', 'consultation') THEN 'training'
  WHEN lower(coalesce("page", '')) ~ '(^|/)(training|courses|events)(/|$|\?|#)' THEN 'training'
  ELSE 'other' END;
--> statement-breakpoint
-- Duplicates are found by e-mail (any case) and by mobile (E.164, decision 123).
CREATE INDEX "leads_email_lower_idx" ON "leads" USING btree (lower("email"));
--> statement-breakpoint
CREATE INDEX "leads_mobile_idx" ON "leads" USING btree ("mobile") WHERE "mobile" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "leads_next_action_idx" ON "leads" USING btree ("next_action_on") WHERE "status" in ('new', 'contacted');
--> statement-breakpoint
CREATE TABLE "lead_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_contacts_kind_known" CHECK ("lead_contacts"."kind" in ('email', 'whatsapp', 'call'))
);
--> statement-breakpoint
ALTER TABLE "lead_contacts" ADD CONSTRAINT "lead_contacts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lead_contacts" ADD CONSTRAINT "lead_contacts_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "lead_contacts_lead_idx" ON "lead_contacts" USING btree ("lead_id","created_at");
