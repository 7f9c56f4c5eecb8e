CREATE TABLE "removed_listings" (
	"kind" text NOT NULL,
	"meta" text NOT NULL,
	"category" text NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "removed_listings_kind_meta_pk" PRIMARY KEY("kind","meta")
);
