CREATE TABLE "email_change_undos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"old_email" text NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_change_undos" ADD CONSTRAINT "email_change_undos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_undos_token_key" ON "email_change_undos" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_change_undos_user_idx" ON "email_change_undos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_change_undos_old_email_idx" ON "email_change_undos" USING btree ("old_email");
