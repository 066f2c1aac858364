-- Decision 133: a trainer role, below editor, and the courses each trainer reviews.
ALTER TABLE "users" DROP CONSTRAINT "users_role_known";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('student', 'trainer', 'editor', 'admin'));--> statement-breakpoint
CREATE TABLE "course_trainers" (
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_trainers_pkey" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "course_trainers" ADD CONSTRAINT "course_trainers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_trainers" ADD CONSTRAINT "course_trainers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_trainers" ADD CONSTRAINT "course_trainers_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_trainers_user_idx" ON "course_trainers" USING btree ("user_id");--> statement-breakpoint
-- Decision 134: an ASSIGNMENT class's settings and each student's submissions.
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"instructions" text NOT NULL,
	"due_kind" text,
	"due_days" integer,
	"due_date" date,
	"template_key" text,
	"template_name" text,
	"template_type" text,
	"template_size" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_class_key" UNIQUE("class_id"),
	CONSTRAINT "assignments_due_rule" CHECK (("assignments"."due_kind" is null and "assignments"."due_days" is null and "assignments"."due_date" is null) or ("assignments"."due_kind" is not null and "assignments"."due_kind" = 'days_after_enrolment' and "assignments"."due_days" is not null and "assignments"."due_days" >= 0 and "assignments"."due_date" is null) or ("assignments"."due_kind" is not null and "assignments"."due_kind" = 'fixed' and "assignments"."due_date" is not null and "assignments"."due_days" is null)),
	CONSTRAINT "assignments_template_whole" CHECK (("assignments"."template_key" is null) = ("assignments"."template_name" is null) and ("assignments"."template_key" is null) = ("assignments"."template_type" is null) and ("assignments"."template_key" is null) = ("assignments"."template_size" is null))
);
--> statement-breakpoint
CREATE TABLE "assignment_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"number" integer NOT NULL,
	"text" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"late" boolean NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"review_comment" text,
	CONSTRAINT "assignment_submissions_status" CHECK ("assignment_submissions"."status" in ('submitted', 'accepted', 'returned'))
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_submissions_number_key" ON "assignment_submissions" USING btree ("assignment_id","student_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_submissions_one_open_key" ON "assignment_submissions" USING btree ("assignment_id","student_id") WHERE "assignment_submissions"."status" in ('submitted', 'accepted');--> statement-breakpoint
CREATE INDEX "assignment_submissions_queue_idx" ON "assignment_submissions" USING btree ("status","submitted_at","id");
