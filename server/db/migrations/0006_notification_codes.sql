-- Notifications become a code with params (issue 9): each reader's app says them in its language.
ALTER TABLE "notifications" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "comment" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "comment" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Existing rows were written by the messenger as Uzbek sentences: 'Yangi xabar: <sender>' and the
-- message's start, or a fixed text for a product or announcement message. Anything else keeps its
-- sentences as params of 'legacy', shown as they were.
UPDATE "notifications" SET
  "code" = CASE
    WHEN "type" = 'message' AND "comment" = 'Mahsulot haqida xabar' THEN 'chat.product'
    WHEN "type" = 'message' AND "comment" = 'E''lon haqida xabar' THEN 'chat.announcement'
    WHEN "type" = 'message' AND "title" LIKE 'Yangi xabar: %' THEN 'chat.message'
    ELSE 'legacy'
  END,
  "params" = CASE
    WHEN "type" = 'message' AND "title" LIKE 'Yangi xabar: %'
      THEN jsonb_build_object('sender', substr("title", length('Yangi xabar: ') + 1), 'preview', coalesce("comment", ''))
    ELSE jsonb_build_object('title', coalesce("title", ''), 'comment', coalesce("comment", ''))
  END;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "code" SET NOT NULL;
