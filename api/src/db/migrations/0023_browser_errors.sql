-- Decision 144: browser errors deduplicated by fingerprint, for the back office's "Browser errors".
CREATE TABLE "browser_errors" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"route" text NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"source" text,
	"message" text,
	"count" integer NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "browser_errors_kind_known" CHECK ("browser_errors"."kind" in ('error', 'rejection')),
	CONSTRAINT "browser_errors_count_positive" CHECK ("browser_errors"."count" > 0)
);
--> statement-breakpoint
CREATE INDEX "browser_errors_last_seen_idx" ON "browser_errors" USING btree ("last_seen");
