-- Announcements, whole (issue 12): saved searches (a notification when a new announcement matches),
-- indexes for the list's filters and pay sorts, the saved list newest first, and the senders of
-- announcement messages (how many people applied to an announcement).
CREATE TABLE "announcement_saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"type" text,
	"region_id" integer,
	"district_id" integer,
	"work_time" text,
	"price_from" bigint,
	"price_to" bigint,
	"negotiable" boolean,
	"q" text DEFAULT '' NOT NULL,
	"words" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_saved_searches_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
DROP INDEX "announcements_region_idx";--> statement-breakpoint
ALTER TABLE "announcement_saved_searches" ADD CONSTRAINT "announcement_saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_saved_searches" ADD CONSTRAINT "announcement_saved_searches_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_saved_searches" ADD CONSTRAINT "announcement_saved_searches_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_saved_searches_user_idx" ON "announcement_saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "announcements_district_idx" ON "announcements" USING btree ("district_id","created_at");--> statement-breakpoint
CREATE INDEX "announcements_work_time_idx" ON "announcements" USING btree ("work_time","created_at");--> statement-breakpoint
CREATE INDEX "announcements_created_idx" ON "announcements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "announcements_pay_low_idx" ON "announcements" USING btree (coalesce("price_min", "price_max"));--> statement-breakpoint
CREATE INDEX "announcements_pay_high_idx" ON "announcements" USING btree (coalesce("price_max", "price_min"));--> statement-breakpoint
CREATE INDEX "saved_announcements_user_created_idx" ON "saved_announcements" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_announcement_idx" ON "messages" USING btree ("content","user_id") WHERE "messages"."type" = 'announcement';--> statement-breakpoint
CREATE INDEX "announcements_region_idx" ON "announcements" USING btree ("region_id","created_at");