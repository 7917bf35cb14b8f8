CREATE TABLE "marketing_email_captures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"marketing_page_url" text NOT NULL,
	"cta_url" text DEFAULT '' NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" text NOT NULL,
	"values" jsonb NOT NULL,
	"page_url" text DEFAULT '' NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_forms" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"submit_label" text DEFAULT 'Send' NOT NULL,
	"success_text" text NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"visibility" text DEFAULT 'draft' NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nudge_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nudge_type" text NOT NULL,
	"interaction" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "triggered_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_name" text NOT NULL,
	"event_data" jsonb NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"due_date" date NOT NULL,
	"course_id" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketing_form_submissions" ADD CONSTRAINT "marketing_form_submissions_form_id_marketing_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."marketing_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_email_captures_email_page_idx" ON "marketing_email_captures" USING btree ("email","marketing_page_url");--> statement-breakpoint
CREATE INDEX "marketing_email_captures_created_idx" ON "marketing_email_captures" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "marketing_form_submissions_form_idx" ON "marketing_form_submissions" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "nudge_interactions_type_idx" ON "nudge_interactions" USING btree ("nudge_type","interaction");--> statement-breakpoint
CREATE INDEX "triggered_events_name_idx" ON "triggered_events" USING btree ("event_name","created_at");--> statement-breakpoint
CREATE INDEX "workflow_items_user_idx" ON "workflow_items" USING btree ("user_id","due_date");