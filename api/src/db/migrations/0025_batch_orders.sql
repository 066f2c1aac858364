-- Decision 146: an order may be bought for a live batch. The seat is taken in the transaction that
-- settles the payment (under the batch row's lock), so the order only names the batch.
ALTER TABLE "payments" ADD COLUMN "batch_id" integer;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;
