-- Decision 130: a QUIZ class's quiz, its questions and each student's attempts.
CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"pass_mark" smallint NOT NULL,
	"attempt_limit" integer,
	"time_limit_seconds" integer,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_class_key" UNIQUE("class_id"),
	CONSTRAINT "quizzes_pass_mark_range" CHECK ("quizzes"."pass_mark" between 0 and 100),
	CONSTRAINT "quizzes_attempt_limit_positive" CHECK ("quizzes"."attempt_limit" is null or "quizzes"."attempt_limit" > 0),
	CONSTRAINT "quizzes_time_limit_positive" CHECK ("quizzes"."time_limit_seconds" is null or "quizzes"."time_limit_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"image_url" text,
	"explanation" text,
	"points" integer NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"solution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "quiz_questions_kind" CHECK ("quiz_questions"."kind" in ('single', 'multiple', 'numeric', 'text')),
	CONSTRAINT "quiz_questions_points_positive" CHECK ("quiz_questions"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb,
	"score" integer,
	"max_score" integer NOT NULL,
	"pass_mark" smallint NOT NULL,
	"passed" boolean,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "quiz_attempts_status" CHECK ("quiz_attempts"."status" in ('open', 'submitted', 'expired', 'abandoned')),
	CONSTRAINT "quiz_attempts_score_range" CHECK ("quiz_attempts"."score" is null or ("quiz_attempts"."score" between 0 and "quiz_attempts"."max_score"))
);
--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_questions_quiz_position_key" ON "quiz_questions" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_quiz_student_number_key" ON "quiz_attempts" USING btree ("quiz_id","student_id","number");--> statement-breakpoint
CREATE INDEX "quiz_attempts_student_idx" ON "quiz_attempts" USING btree ("student_id");
