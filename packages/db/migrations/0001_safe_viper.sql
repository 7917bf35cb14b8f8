CREATE TABLE "collections" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"author_id" text NOT NULL,
	"collection_type" text NOT NULL,
	"content_type" text NOT NULL,
	"path_type" text,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"what_you_will_learn" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"learner_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"difficulty" text DEFAULT 'beginner' NOT NULL,
	"read_time_minutes" integer DEFAULT 0 NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_priced" boolean DEFAULT false NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"price_cents" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"accent" text DEFAULT '#5553ff' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"draft_viewers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_revision" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector",
	"search_words" "tsvector"
);
--> statement-breakpoint
CREATE TABLE "content_authors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_modules" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"module_id" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"read_time_minutes" integer DEFAULT 1 NOT NULL,
	"widgets" jsonb NOT NULL,
	"draft_widgets" jsonb,
	"content_revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "path_courses" (
	"path_id" text NOT NULL,
	"course_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "path_courses_path_id_course_id_pk" PRIMARY KEY("path_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "shot_bookmarks" (
	"shot_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shot_bookmarks_shot_id_user_id_pk" PRIMARY KEY("shot_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "shot_likes" (
	"shot_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shot_likes_shot_id_user_id_pk" PRIMARY KEY("shot_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "shots" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"author_id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"programming_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"topic_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"difficulty" text DEFAULT 'beginner' NOT NULL,
	"read_time" integer DEFAULT 1 NOT NULL,
	"content" jsonb NOT NULL,
	"draft_content" jsonb,
	"attributions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"license" text DEFAULT 'CC BY-SA 4.0' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"draft_viewers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_approved_for_publish" boolean DEFAULT true NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"content_revision" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entitlements" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"course_id" text,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_visits" (
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"last_lesson_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_visits_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_completions" (
	"user_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"course_id" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_completions_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "pinned_works" (
	"user_id" text NOT NULL,
	"work_id" text NOT NULL,
	"work_type" text NOT NULL,
	"path_type" text,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pinned_works_user_id_work_id_pk" PRIMARY KEY("user_id","work_id")
);
--> statement-breakpoint
CREATE TABLE "reader_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"font_family" text NOT NULL,
	"font_size" integer NOT NULL,
	"line_height" real NOT NULL,
	"theme" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_author_id_content_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."content_authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_course_id_collections_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_collections_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_module_id_course_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "path_courses" ADD CONSTRAINT "path_courses_path_id_collections_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "path_courses" ADD CONSTRAINT "path_courses_course_id_collections_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shot_bookmarks" ADD CONSTRAINT "shot_bookmarks_shot_id_shots_id_fk" FOREIGN KEY ("shot_id") REFERENCES "public"."shots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shot_likes" ADD CONSTRAINT "shot_likes_shot_id_shots_id_fk" FOREIGN KEY ("shot_id") REFERENCES "public"."shots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shots" ADD CONSTRAINT "shots_author_id_content_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."content_authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_course_id_collections_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_visits" ADD CONSTRAINT "course_visits_course_id_collections_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_visits" ADD CONSTRAINT "course_visits_last_lesson_id_lessons_id_fk" FOREIGN KEY ("last_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_course_id_collections_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinned_works" ADD CONSTRAINT "pinned_works_work_id_collections_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collections_slug_unique" ON "collections" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "collections_search_idx" ON "collections" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "collections_words_idx" ON "collections" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "course_modules_course_idx" ON "course_modules" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_course_slug_unique" ON "lessons" USING btree ("course_id","slug");--> statement-breakpoint
CREATE INDEX "lessons_course_position_idx" ON "lessons" USING btree ("course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shots_slug_unique" ON "shots" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "entitlements_user_idx" ON "entitlements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lesson_completions_user_course_idx" ON "lesson_completions" USING btree ("user_id","course_id");