-- Decision 315: the backup job's runs, read by /metrics (backup_last_success_timestamp_seconds).
CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"backup_id" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"dump_bytes" bigint,
	"files" integer,
	"detail" text,
	CONSTRAINT "backup_runs_status_known" CHECK ("backup_runs"."status" in ('verified', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "backup_runs_status_finished_idx" ON "backup_runs" USING btree ("status","finished_at");
