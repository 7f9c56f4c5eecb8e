ALTER TABLE "password_reset_codes" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written (issue 40): accounts made before phones were confirmed keep selling and chatting; only new sign-ups confirm by SMS.
UPDATE "users" SET "phone_confirmed_at" = "created_at";
