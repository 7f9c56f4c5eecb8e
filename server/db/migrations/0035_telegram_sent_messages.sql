CREATE TABLE "telegram_sent_messages" (
	"chat_id" bigint NOT NULL,
	"message_id" integer NOT NULL,
	"site_chat" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_sent_messages_chat_id_message_id_pk" PRIMARY KEY("chat_id","message_id")
);
--> statement-breakpoint
CREATE INDEX "telegram_sent_messages_sent_idx" ON "telegram_sent_messages" USING btree ("sent_at");