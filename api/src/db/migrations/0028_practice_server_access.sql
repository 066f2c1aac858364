-- Decision 150: practice-server access as a product. A course may include server access for a
-- number of days; staff keep a pool of credentials (the password AES-256-GCM encrypted with
-- SERVER_CREDENTIAL_KEY); a grant ties one credential to one student until it expires, or waits
-- for one. "No two students share a credential" is a partial unique index, not application code.
ALTER TABLE "courses" ADD COLUMN "server_access_days" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_server_access_days_positive" CHECK ("courses"."server_access_days" is null or "courses"."server_access_days" between 1 and 3650);--> statement-breakpoint
CREATE TABLE "practice_server_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"client" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"state" text DEFAULT 'free' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_server_credentials_state_known" CHECK ("practice_server_credentials"."state" in ('free', 'assigned', 'needs_reset'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "practice_server_credentials_login_key" ON "practice_server_credentials" USING btree ("host","client","username");--> statement-breakpoint
CREATE INDEX "practice_server_credentials_state_idx" ON "practice_server_credentials" USING btree ("state","id");--> statement-breakpoint
CREATE TABLE "practice_server_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer,
	"credential_id" integer,
	"status" text NOT NULL,
	"days" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_server_grants_status_known" CHECK ("practice_server_grants"."status" in ('waiting', 'active', 'expired')),
	CONSTRAINT "practice_server_grants_days_positive" CHECK ("practice_server_grants"."days" > 0),
	CONSTRAINT "practice_server_grants_active_shape" CHECK ("practice_server_grants"."status" <> 'active' or ("practice_server_grants"."credential_id" is not null and "practice_server_grants"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "practice_server_grants" ADD CONSTRAINT "practice_server_grants_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_server_grants" ADD CONSTRAINT "practice_server_grants_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_server_grants" ADD CONSTRAINT "practice_server_grants_credential_id_practice_server_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."practice_server_credentials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_server_grants_one_holder" ON "practice_server_grants" USING btree ("credential_id") WHERE "practice_server_grants"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "practice_server_grants_one_open_per_student" ON "practice_server_grants" USING btree ("student_id") WHERE "practice_server_grants"."status" in ('waiting', 'active');--> statement-breakpoint
CREATE INDEX "practice_server_grants_status_idx" ON "practice_server_grants" USING btree ("status","expires_at");
--> statement-breakpoint
CREATE TABLE "practice_server_health" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "practice_server_health_one_row" CHECK ("practice_server_health"."id" = 1),
	CONSTRAINT "practice_server_health_status_known" CHECK ("practice_server_health"."status" in ('up', 'down'))
);
