-- Decision 139: a mail that must go once per reason (a reminder, an invite) carries a key naming the
-- reason; a second insert with the same key (another replica's scan, a repeated run) does nothing.
-- NULL keys are distinct, so every other mail is unaffected.
ALTER TABLE "outbox" ADD COLUMN "dedup_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedup_key_key" ON "outbox" USING btree ("dedup_key");
