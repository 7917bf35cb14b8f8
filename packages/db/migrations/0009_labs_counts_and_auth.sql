-- Sessions saved without a terminal secret get one nobody knows (an ended session needs none; an open one must start again).
UPDATE "lab_instances" SET "allocate_auth" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') WHERE "allocate_auth" IS NULL;--> statement-breakpoint
ALTER TABLE "lab_instances" ALTER COLUMN "allocate_auth" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_builds" ADD COLUMN "log_line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Builds logged before the count existed start from what they hold.
UPDATE "lab_builds" SET "log_line_count" = (SELECT count(*) FROM "lab_build_log_lines" WHERE "lab_build_log_lines"."build_id" = "lab_builds"."id");
