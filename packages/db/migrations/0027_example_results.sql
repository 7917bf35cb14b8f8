CREATE TABLE "example_results" (
	"work_kind" text NOT NULL,
	"work_id" text NOT NULL,
	"widget_id" text NOT NULL,
	"revision" integer NOT NULL,
	"program_key" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "example_results_work_kind_work_id_widget_id_pk" PRIMARY KEY("work_kind","work_id","widget_id")
);
--> statement-breakpoint
CREATE INDEX "example_results_program_key_idx" ON "example_results" USING btree ("program_key");