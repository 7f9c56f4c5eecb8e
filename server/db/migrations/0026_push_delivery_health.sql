ALTER TABLE "push_subscriptions" ADD COLUMN "first_success_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Subscriptions made before this change are given the benefit of the doubt: counted as having once succeeded.
UPDATE "push_subscriptions" SET "first_success_at" = "created_at";
