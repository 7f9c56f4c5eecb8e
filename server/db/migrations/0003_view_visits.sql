CREATE TABLE "view_visits" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "view_visits_kind_item_id_visitor_day_pk" PRIMARY KEY("kind","item_id","visitor","day")
);
--> statement-breakpoint
CREATE INDEX "view_visits_day_idx" ON "view_visits" USING btree ("day");