CREATE TABLE "code_interactions" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text,
	"user_id" text,
	"author_id" text,
	"work_id" text,
	"work_type" text,
	"page_id" text,
	"comp_id" text,
	"comp_type" text,
	"is_draft_page" boolean,
	"error_text" text,
	"performance_report" jsonb,
	"interaction_map" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "code_interactions_user_created_idx" ON "code_interactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "code_interactions_work_idx" ON "code_interactions" USING btree ("work_id","page_id");