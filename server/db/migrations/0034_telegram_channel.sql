CREATE TABLE "telegram_channel_posts" (
	"kind" text NOT NULL,
	"listing_id" integer NOT NULL,
	"chat" text NOT NULL,
	"message_id" integer NOT NULL,
	"photo_key" text,
	"caption_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_channel_posts_kind_listing_id_pk" PRIMARY KEY("kind","listing_id")
);
