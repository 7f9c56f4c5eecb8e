CREATE TABLE "lesson_captions" (
	"lesson_id" integer NOT NULL,
	"lang" text NOT NULL,
	"file" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_captions_lesson_id_lang_pk" PRIMARY KEY("lesson_id","lang")
);
--> statement-breakpoint
ALTER TABLE "lesson_captions" ADD CONSTRAINT "lesson_captions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;