CREATE TABLE "enterprise_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"company_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"seats" integer NOT NULL,
	"months" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" text,
	"organization_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_entries_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "enterprise_entries" ADD CONSTRAINT "enterprise_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_entries" ADD CONSTRAINT "enterprise_entries_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_entries" ADD CONSTRAINT "enterprise_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_entries_email_idx" ON "enterprise_entries" USING btree ("email");--> statement-breakpoint
CREATE INDEX "enterprise_entries_kind_created_idx" ON "enterprise_entries" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_entries_one_trial_idx" ON "enterprise_entries" USING btree ("email") WHERE "enterprise_entries"."kind" = 'trial' and "enterprise_entries"."used_at" is not null;