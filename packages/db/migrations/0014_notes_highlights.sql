CREATE TABLE "highlights" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"course_id" text NOT NULL,
	"content_revision" integer NOT NULL,
	"anchor" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"colour" text DEFAULT 'yellow' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_course_id_collections_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "highlights_user_lesson_idx" ON "highlights" USING btree ("user_id","lesson_id");--> statement-breakpoint
CREATE INDEX "highlights_user_course_idx" ON "highlights" USING btree ("user_id","course_id");