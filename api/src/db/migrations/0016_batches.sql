-- Decision 136: live batches of a course, their sessions, members (seats and the waitlist) and attendance.
CREATE TABLE "batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"timetable" jsonb NOT NULL,
	"seat_limit" integer NOT NULL,
	"trainer_user_id" integer,
	"delivery" text NOT NULL,
	"price_paise" integer,
	"meeting_url" text,
	"status" text DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_dates" CHECK ("batches"."ends_on" >= "batches"."starts_on"),
	CONSTRAINT "batches_seats" CHECK ("batches"."seat_limit" > 0),
	CONSTRAINT "batches_delivery" CHECK ("batches"."delivery" in ('live', 'hybrid')),
	CONSTRAINT "batches_status" CHECK ("batches"."status" in ('open', 'cancelled')),
	CONSTRAINT "batches_price" CHECK ("batches"."price_paise" is null or "batches"."price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "batch_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"meeting_url" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"extra" boolean DEFAULT false NOT NULL,
	"recording_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_sessions_times" CHECK ("batch_sessions"."ends_at" > "batch_sessions"."starts_at"),
	CONSTRAINT "batch_sessions_status" CHECK ("batch_sessions"."status" in ('scheduled', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "batch_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" text NOT NULL,
	"waitlist_position" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_members_status" CHECK ("batch_members"."status" in ('enrolled', 'waitlisted', 'removed')),
	CONSTRAINT "batch_members_position" CHECK (("batch_members"."status" = 'waitlisted') = ("batch_members"."waitlist_position" is not null))
);
--> statement-breakpoint
CREATE TABLE "session_attendance" (
	"session_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"joined_at" timestamp with time zone,
	"status" text,
	"marked_by" integer,
	"marked_at" timestamp with time zone,
	CONSTRAINT "session_attendance_pkey" PRIMARY KEY("session_id","student_id"),
	CONSTRAINT "session_attendance_status" CHECK ("session_attendance"."status" is null or "session_attendance"."status" in ('present', 'absent', 'late'))
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_trainer_user_id_users_id_fk" FOREIGN KEY ("trainer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_sessions" ADD CONSTRAINT "batch_sessions_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_members" ADD CONSTRAINT "batch_members_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_members" ADD CONSTRAINT "batch_members_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_session_id_batch_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."batch_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_course_idx" ON "batches" USING btree ("course_id","starts_on");--> statement-breakpoint
CREATE INDEX "batches_trainer_idx" ON "batches" USING btree ("trainer_user_id");--> statement-breakpoint
CREATE INDEX "batch_sessions_batch_idx" ON "batch_sessions" USING btree ("batch_id","starts_at");--> statement-breakpoint
CREATE INDEX "batch_sessions_starts_idx" ON "batch_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_members_key" ON "batch_members" USING btree ("batch_id","student_id");--> statement-breakpoint
CREATE INDEX "batch_members_student_idx" ON "batch_members" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "session_attendance_student_idx" ON "session_attendance" USING btree ("student_id");
