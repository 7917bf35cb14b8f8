CREATE TABLE "lab_build_log_lines" (
	"build_id" text NOT NULL,
	"seq" integer NOT NULL,
	"line" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_build_log_lines_build_id_seq_pk" PRIMARY KEY("build_id","seq")
);
--> statement-breakpoint
CREATE TABLE "lab_builds" (
	"id" text PRIMARY KEY NOT NULL,
	"lab_id" text NOT NULL,
	"build_number" integer NOT NULL,
	"image_name" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"dockerfile" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lab_docker_jobs" (
	"lab_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"run_script" text NOT NULL,
	"input_file_name" text,
	"run_in_live_container" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lab_docker_jobs_lab_id_key_pk" PRIMARY KEY("lab_id","key")
);
--> statement-breakpoint
CREATE TABLE "lab_env_vars" (
	"lab_id" text NOT NULL,
	"id" text NOT NULL,
	"key" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"info" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"use_as_default" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"default_value" text DEFAULT '' NOT NULL,
	CONSTRAINT "lab_env_vars_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "lab_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"lab_id" text NOT NULL,
	"status" text DEFAULT 'ALLOCATING' NOT NULL,
	"request_id" text,
	"allocate_id" text,
	"allocate_auth" text,
	"image_name" text,
	"home_volume" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lab_interactions" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"user_id" text,
	"request_id" text,
	"author_id" text,
	"work_id" text,
	"work_type" text,
	"page_id" text,
	"comp_id" text,
	"comp_type" text,
	"is_draft_page" boolean,
	"is_test_workspace" boolean,
	"performance_report" jsonb,
	"interaction_map" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_test_runners" (
	"lab_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"test_script" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lab_test_runners_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "lab_test_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"user_id" text NOT NULL,
	"lab_id" text NOT NULL,
	"page_id" text NOT NULL,
	"doc_id" text NOT NULL,
	"document_type" text NOT NULL,
	"attempt_count" integer NOT NULL,
	"request_id" text NOT NULL,
	"is_editor" boolean DEFAULT false NOT NULL,
	"live_test_status" integer,
	"total_tests" integer,
	"passed_tests" integer,
	"failure_description" text,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "labs" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"author_id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"dockerfile_name" text DEFAULT 'Dockerfile' NOT NULL,
	"dockerfile" text NOT NULL,
	"image_name" text,
	"app_port" integer,
	"capabilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"egress_allow_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"memory_mb" integer DEFAULT 256 NOT NULL,
	"track" text,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lab_build_log_lines" ADD CONSTRAINT "lab_build_log_lines_build_id_lab_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."lab_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_builds" ADD CONSTRAINT "lab_builds_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_docker_jobs" ADD CONSTRAINT "lab_docker_jobs_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_env_vars" ADD CONSTRAINT "lab_env_vars_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_instances" ADD CONSTRAINT "lab_instances_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_test_runners" ADD CONSTRAINT "lab_test_runners_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_test_runs" ADD CONSTRAINT "lab_test_runs_instance_id_lab_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."lab_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_test_runs" ADD CONSTRAINT "lab_test_runs_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labs" ADD CONSTRAINT "labs_author_id_content_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."content_authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_builds_lab_number_idx" ON "lab_builds" USING btree ("lab_id","build_number");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_instances_one_open_per_user_idx" ON "lab_instances" USING btree ("user_id") WHERE "lab_instances"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "lab_instances_user_started_idx" ON "lab_instances" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "lab_interactions_user_created_idx" ON "lab_interactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_test_runs_attempt_idx" ON "lab_test_runs" USING btree ("user_id","lab_id","page_id","doc_id","document_type","attempt_count");--> statement-breakpoint
CREATE UNIQUE INDEX "labs_slug_idx" ON "labs" USING btree ("slug");