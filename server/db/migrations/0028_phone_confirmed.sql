ALTER TABLE "password_reset_codes" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Accounts made before phones were confirmed (issue 40) keep selling and chatting: only new sign-ups confirm by SMS.
UPDATE "users" SET "phone_confirmed_at" = "created_at";
