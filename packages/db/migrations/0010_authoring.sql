CREATE TABLE "content_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_kind" text NOT NULL,
	"work_id" text NOT NULL,
	"revision" integer NOT NULL,
	"document" jsonb NOT NULL,
	"parent_id" text,
	"saved_by" text NOT NULL,
	"saved_by_name" text DEFAULT '' NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_collaborators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_collaborators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_kind" text NOT NULL,
	"work_id" text NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"role" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"invitation_token_hash" text,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "cover_image_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_work_revision_unique" ON "content_revisions" USING btree ("work_kind","work_id","revision");--> statement-breakpoint
CREATE INDEX "content_revisions_parent_idx" ON "content_revisions" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_collaborators_work_email_unique" ON "work_collaborators" USING btree ("work_kind","work_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "work_collaborators_token_unique" ON "work_collaborators" USING btree ("invitation_token_hash");--> statement-breakpoint
CREATE INDEX "work_collaborators_user_idx" ON "work_collaborators" USING btree ("user_id");