CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"holder_name" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"item_title" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" text,
	"earned_by" text NOT NULL,
	"transaction_id" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_item_idx" ON "certificates" USING btree ("user_id","kind","item_id");--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id");