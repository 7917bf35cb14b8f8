CREATE TABLE "assessment_answers" (
	"attempt_id" text NOT NULL,
	"question_id" text NOT NULL,
	"position" integer NOT NULL,
	"answer" text NOT NULL,
	"correct" boolean NOT NULL,
	"difficulty" real NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"assessment_id" text NOT NULL,
	"user_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_question_id" text,
	"current_asked_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"end_reason" text,
	"ability" real,
	"standard_error" real,
	"level" text
);
--> statement-breakpoint
CREATE TABLE "assessment_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"assessment_id" text NOT NULL,
	"skill" text NOT NULL,
	"difficulty" real NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text,
	"starter_code" text DEFAULT '' NOT NULL,
	"tests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"solution" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"skill" text NOT NULL,
	"time_limit_minutes" integer DEFAULT 20 NOT NULL,
	"max_questions" integer DEFAULT 12 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"owner_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_answers" ADD CONSTRAINT "assessment_answers_attempt_id_assessment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."assessment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_answers" ADD CONSTRAINT "assessment_answers_question_id_assessment_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assessment_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_answers_attempt_question_idx" ON "assessment_answers" USING btree ("attempt_id","question_id");--> statement-breakpoint
CREATE INDEX "assessment_attempts_user_idx" ON "assessment_attempts" USING btree ("user_id","assessment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_attempts_open_idx" ON "assessment_attempts" USING btree ("user_id","assessment_id") WHERE "assessment_attempts"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "assessment_questions_assessment_idx" ON "assessment_questions" USING btree ("assessment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_slug_idx" ON "assessments" USING btree ("slug");