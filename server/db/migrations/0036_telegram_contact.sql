ALTER TABLE "telegram_codes" ADD COLUMN "chat_id" bigint;--> statement-breakpoint
ALTER TABLE "telegram_codes" ADD COLUMN "poll_token_hash" text;--> statement-breakpoint
ALTER TABLE "telegram_codes" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "telegram_codes" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "telegram_codes_chat_idx" ON "telegram_codes" USING btree ("chat_id");--> statement-breakpoint
ALTER TABLE "telegram_codes" ADD CONSTRAINT "telegram_codes_pollTokenHash_unique" UNIQUE("poll_token_hash");