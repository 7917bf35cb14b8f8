CREATE TABLE "feature_flags" (
	"name" text PRIMARY KEY NOT NULL,
	"rollout_level" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
