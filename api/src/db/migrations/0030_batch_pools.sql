-- Decision 155: a company's seat pool may be for one batch of its course. Its unused seats are held
-- in the batch (they count as taken for everyone else), and an invite makes the learner a seated
-- member. One pool per company and course without a batch, one per company and batch otherwise.
ALTER TABLE "company_seat_pools" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "company_seat_pools" ADD CONSTRAINT "company_seat_pools_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
DROP INDEX "company_seat_pools_company_course_key";--> statement-breakpoint
CREATE UNIQUE INDEX "company_seat_pools_company_course_key" ON "company_seat_pools" USING btree ("company_id","course_id") WHERE "company_seat_pools"."batch_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "company_seat_pools_company_batch_key" ON "company_seat_pools" USING btree ("company_id","batch_id") WHERE "company_seat_pools"."batch_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "company_seat_pools_batch_idx" ON "company_seat_pools" USING btree ("batch_id") WHERE "company_seat_pools"."batch_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_company_batch_idx" ON "payments" USING btree ("batch_id") WHERE "payments"."company_id" IS NOT NULL AND "payments"."status" = 'created';
