-- Decision 125: release channels of the federated remotes and their release history.
CREATE TABLE "remote_channels" (
	"remote" text PRIMARY KEY NOT NULL,
	"stable_version" text NOT NULL,
	"stable_manifest" text NOT NULL,
	"candidate_version" text,
	"candidate_manifest" text,
	"candidate_share" smallint,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_channels_candidate_whole" CHECK (("remote_channels"."candidate_version" is null and "remote_channels"."candidate_manifest" is null and "remote_channels"."candidate_share" is null) or ("remote_channels"."candidate_version" is not null and "remote_channels"."candidate_manifest" is not null and "remote_channels"."candidate_share" is not null)),
	CONSTRAINT "remote_channels_candidate_not_stable" CHECK ("remote_channels"."candidate_version" is distinct from "remote_channels"."stable_version"),
	CONSTRAINT "remote_channels_share_range" CHECK ("remote_channels"."candidate_share" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "remote_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"action" text NOT NULL,
	"from_version" text,
	"to_version" text NOT NULL,
	"manifest" text NOT NULL,
	"share" smallint,
	"actor" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_releases_action_known" CHECK ("remote_releases"."action" in ('switch', 'canary', 'promote', 'rollback', 'auto_rollback'))
);
--> statement-breakpoint
CREATE INDEX "remote_releases_remote_idx" ON "remote_releases" USING btree ("remote","id");
