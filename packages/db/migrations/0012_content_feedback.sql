CREATE TABLE "content_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"author_id" text NOT NULL,
	"shot_id" text,
	"user_id" text NOT NULL,
	"sender_name" text NOT NULL,
	"reason" text,
	"rating" integer,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_feedback_rating_range" CHECK ("content_feedback"."rating" is null or "content_feedback"."rating" between 1 and 5),
	CONSTRAINT "content_feedback_message_length" CHECK (char_length("content_feedback"."message") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "content_feedback" ADD CONSTRAINT "content_feedback_author_id_content_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."content_authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_feedback_author_idx" ON "content_feedback" USING btree ("author_id","created_at");