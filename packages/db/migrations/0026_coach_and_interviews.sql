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
CREATE TABLE "interview_problems" (
	"id" text PRIMARY KEY NOT NULL,
	"track" text NOT NULL,
	"title" text NOT NULL,
	"prompt" text NOT NULL,
	"language" text,
	"starter_code" text DEFAULT '' NOT NULL,
	"solution" text,
	"tests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"follow_ups" jsonb NOT NULL,
	"time_limit_minutes" integer NOT NULL,
	"source" text
);
--> statement-breakpoint
CREATE TABLE "mock_interviews" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"problem_id" text NOT NULL,
	"track" text NOT NULL,
	"stage" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"coding_ended_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"code" text DEFAULT '' NOT NULL,
	"tests_passed" integer DEFAULT 0 NOT NULL,
	"tests_total" integer DEFAULT 0 NOT NULL,
	"hints_used" integer DEFAULT 0 NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mock_interviews" ADD CONSTRAINT "mock_interviews_problem_id_interview_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."interview_problems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_replies_user_created_idx" ON "coach_replies" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "coach_replies_exercise_idx" ON "coach_replies" USING btree ("user_id","lesson_id","widget_id");--> statement-breakpoint
CREATE INDEX "mock_interviews_user_idx" ON "mock_interviews" USING btree ("user_id","started_at");