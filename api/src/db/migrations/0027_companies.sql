-- Decision 149: companies, their HR contacts (company admins, a membership rather than a staff
-- role), seat pools per course granted by staff, and the learners holding the seats. A pool's
-- seats never go below zero; a learner holds at most one seat per pool; the row is locked
-- (SELECT … FOR UPDATE) by every invite, so the seats in use never exceed the pool.
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"billing_address" text NOT NULL,
	"state" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_lower_key" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE TABLE "company_admins" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_admins_pkey" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "company_admins" ADD CONSTRAINT "company_admins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_admins" ADD CONSTRAINT "company_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_admins_user_idx" ON "company_admins" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "company_seat_pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"seats" integer NOT NULL,
	"purchase_reference" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_seat_pools_seats" CHECK ("company_seat_pools"."seats" >= 0)
);
--> statement-breakpoint
ALTER TABLE "company_seat_pools" ADD CONSTRAINT "company_seat_pools_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seat_pools" ADD CONSTRAINT "company_seat_pools_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_seat_pools_company_course_key" ON "company_seat_pools" USING btree ("company_id","course_id");--> statement-breakpoint
CREATE TABLE "company_learners" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"course_student_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"invited_by" integer,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_learners_status" CHECK ("company_learners"."status" in ('active', 'removed')),
	CONSTRAINT "company_learners_removed" CHECK (("company_learners"."status" = 'removed') = ("company_learners"."removed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "company_learners" ADD CONSTRAINT "company_learners_pool_id_company_seat_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."company_seat_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_learners" ADD CONSTRAINT "company_learners_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_learners" ADD CONSTRAINT "company_learners_course_student_id_course_students_id_fk" FOREIGN KEY ("course_student_id") REFERENCES "public"."course_students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_learners" ADD CONSTRAINT "company_learners_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_learners_pool_student_key" ON "company_learners" USING btree ("pool_id","student_id");--> statement-breakpoint
CREATE INDEX "company_learners_student_idx" ON "company_learners" USING btree ("student_id");
