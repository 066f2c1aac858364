-- Decision 127: the canary guard's settings, one versioned row (absent: the API's defaults).
CREATE TABLE "release_guard" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean NOT NULL,
	"window_minutes" integer NOT NULL,
	"min_loads" integer NOT NULL,
	"max_failure_increase_per_1000" double precision NOT NULL,
	"max_lcp_increase_pct" double precision NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_guard_one_row" CHECK ("release_guard"."id" = 1),
	CONSTRAINT "release_guard_window" CHECK ("release_guard"."window_minutes" between 5 and 1440),
	CONSTRAINT "release_guard_min_loads" CHECK ("release_guard"."min_loads" between 10 and 100000),
	CONSTRAINT "release_guard_thresholds" CHECK ("release_guard"."max_failure_increase_per_1000" between 0 and 1000 and "release_guard"."max_lcp_increase_pct" between 0 and 1000)
);
