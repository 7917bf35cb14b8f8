CREATE TABLE "coach_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"widget_id" text NOT NULL,
	"kind" text NOT NULL,
	"step" integer,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "coach_replies_user_created_idx" ON "coach_replies" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "coach_replies_exercise_idx" ON "coach_replies" USING btree ("user_id","lesson_id","widget_id");