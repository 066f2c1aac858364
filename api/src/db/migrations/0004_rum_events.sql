CREATE TABLE "rum_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"route" text NOT NULL,
	"remote_versions" text,
	"lcp_ms" integer,
	"inp_ms" integer,
	"ttfb_ms" integer,
	"cls" double precision,
	"remote" text,
	"version" text,
	"kind" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rum_events_type_known" CHECK ("rum_events"."type" in ('vitals', 'remote-failure'))
);
--> statement-breakpoint
CREATE INDEX "rum_events_type_created_idx" ON "rum_events" USING btree ("type","created_at");