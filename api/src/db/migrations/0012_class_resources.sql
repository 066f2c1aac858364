-- Decision 131: files attached to a class; the bytes are in the file storage under storage_key.
CREATE TABLE "class_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_resources_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "class_resources_size_positive" CHECK ("class_resources"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "class_resources" ADD CONSTRAINT "class_resources_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "class_resources" ADD CONSTRAINT "class_resources_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "class_resources" ADD CONSTRAINT "class_resources_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "class_resources_class_idx" ON "class_resources" USING btree ("class_id","id");
