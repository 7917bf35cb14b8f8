ALTER TABLE "marketing_email_captures" ADD COLUMN "attribution" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_email_captures" ADD COLUMN "source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_form_submissions" ADD COLUMN "attribution" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_form_submissions" ADD COLUMN "source" text DEFAULT 'direct' NOT NULL;