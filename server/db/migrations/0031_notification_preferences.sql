CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
-- Hand-written (issue 40): the push kinds users switched (push_preferences, dropped just below)
-- become their notification settings, shared by the bell and push; 'certificate' is now 'courses'.
INSERT INTO "notification_preferences" ("user_id", "kind", "enabled", "updated_at")
SELECT "user_id", CASE "kind" WHEN 'certificate' THEN 'courses' ELSE "kind" END, "enabled", "updated_at" FROM "push_preferences";--> statement-breakpoint
DROP TABLE "push_preferences" CASCADE;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;