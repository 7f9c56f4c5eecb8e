ALTER TABLE "chats" DROP CONSTRAINT "chats_pairKey_unique";--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "about_type" text;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "about_guid" uuid;--> statement-breakpoint
-- Chats made while there was one per pair are about the first listing posted in them (every chat was
-- started about a product or an announcement, posted as its first such message).
UPDATE "chats" SET "about_type" = "first"."type", "about_guid" = "first"."content"::uuid
FROM (
  SELECT DISTINCT ON ("chat_id") "chat_id", "type", "content" FROM "messages"
  WHERE "type" IN ('product', 'announcement') ORDER BY "chat_id", "id"
) AS "first"
WHERE "first"."chat_id" = "chats"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "chats_pair_about_unique" ON "chats" USING btree ("pair_key","about_type","about_guid");--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_about_both" CHECK (("chats"."about_type" is null) = ("chats"."about_guid" is null));
