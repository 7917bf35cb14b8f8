CREATE TABLE "uploaded_images" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_user_id" text NOT NULL,
	"work_kind" text NOT NULL,
	"work_id" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "uploaded_images_work_idx" ON "uploaded_images" USING btree ("work_kind","work_id");--> statement-breakpoint
CREATE INDEX "uploaded_images_owner_idx" ON "uploaded_images" USING btree ("owner_user_id","created_at");