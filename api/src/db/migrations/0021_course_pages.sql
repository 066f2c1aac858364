-- Decisions 143 and 211: a public page per course. Staff mark classes a visitor may play on it
-- (free preview) and write the course's FAQ, a short ordered list of question/answer pairs.
ALTER TABLE "classes" ADD COLUMN "free_preview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "faq" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_faq_array" CHECK (jsonb_typeof("courses"."faq") = 'array');
