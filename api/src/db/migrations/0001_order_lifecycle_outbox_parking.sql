ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_payment_key" ON "coupon_redemptions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_open_expiry_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."status" = 'created';--> statement-breakpoint
-- Hand-written data steps (decision 105, 106): dead outbox rows become parked (retried by a
-- command), and orders already open get the default 30-minute expiry from their creation.
UPDATE "outbox" SET "status" = 'parked' WHERE "status" = 'dead';--> statement-breakpoint
UPDATE "payments" SET "expires_at" = "created_at" + interval '30 minutes' WHERE "status" = 'created' AND "expires_at" IS NULL;
