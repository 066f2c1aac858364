-- Decision 137: events (webinars) with a seat cap held by a constraint, and their registrations.
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"seat_cap" integer NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"join_url" text NOT NULL,
	"replay_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_status_known" CHECK ("events"."status" in ('draft', 'published', 'cancelled')),
	CONSTRAINT "events_seat_cap_positive" CHECK ("events"."seat_cap" > 0),
	CONSTRAINT "events_seats_within_cap" CHECK ("events"."registered" >= 0 and "events"."registered" <= "events"."seat_cap"),
	CONSTRAINT "events_ends_after_start" CHECK ("events"."ends_at" > "events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text,
	"lead_id" integer,
	"status" text DEFAULT 'registered' NOT NULL,
	"attended" boolean,
	"replay_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_status_known" CHECK ("event_registrations"."status" in ('registered', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_key" ON "events" USING btree ("slug");
--> statement-breakpoint
CREATE INDEX "events_upcoming_idx" ON "events" USING btree ("status","starts_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_event_email_key" ON "event_registrations" USING btree ("event_id",lower("email"));
