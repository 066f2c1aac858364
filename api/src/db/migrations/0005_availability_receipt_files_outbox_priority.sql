-- Issue 28, findings 8, 11 and 12 (decisions 121 and 122).
-- A paid order's receipt PDF, rendered once and kept: downloads and the receipt mail send these
-- bytes instead of rendering again (~69 ms of CPU each). The ETag is the bytes' hash; `status` is
-- the order's status the file shows (a paid order later marked refund_due gets a new file).
CREATE TABLE "receipt_files" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"pdf" bytea NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receipt_files" ADD CONSTRAINT "receipt_files_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One Message-ID per outbox row, kept across attempts: a send whose outcome is unknown and is
-- tried again reaches the recipient as the same message (receivers drop the duplicate).
ALTER TABLE "outbox" ADD COLUMN "message_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
-- 0: transactional (codes, resets, receipts), claimed before 1: bulk (lead notifications, welcomes).
ALTER TABLE "outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_message_id_key" ON "outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "outbox_claim_idx" ON "outbox" USING btree ("priority","next_attempt_at","id") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
-- Mail already queued keeps its place among its own kind.
UPDATE "outbox" SET "priority" = 0 WHERE "status" = 'pending' AND "kind" IN ('otp-code', 'otp-no-account', 'reset-code', 'email-change-code', 'email-changed', 'password-changed', 'receipt');
