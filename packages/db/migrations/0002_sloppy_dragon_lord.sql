CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"verified" boolean DEFAULT true,
	"failed_verification_count" integer DEFAULT 0,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"two_factor_enabled" boolean DEFAULT false,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_members" (
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"admin_level" integer,
	"is_manager" boolean DEFAULT false NOT NULL,
	"is_mentor" boolean DEFAULT false NOT NULL,
	"is_subscriber" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_members_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subdomain" text,
	"subscription_id" text,
	"subscriptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_slack_authorized" boolean DEFAULT false NOT NULL,
	"is_confluence_integration_enabled" boolean DEFAULT false NOT NULL,
	"free_onboarding_seats" integer DEFAULT 0 NOT NULL,
	"can_create_private_content" boolean DEFAULT false NOT NULL,
	"include_all_courses" boolean DEFAULT true NOT NULL,
	"included_courses_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded_courses_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"included_categories_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded_categories_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_subdomain_unique" UNIQUE("subdomain")
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"user_theme" text DEFAULT 'unset' NOT NULL,
	"dark_mode_selected" boolean,
	"two_factor_via_email" boolean DEFAULT false NOT NULL,
	"two_factor_via_app" boolean DEFAULT false NOT NULL,
	"owns_free_courses" boolean DEFAULT false NOT NULL,
	"owns_paid_courses" boolean DEFAULT false NOT NULL,
	"is_user_subscribed" boolean DEFAULT false NOT NULL,
	"is_team_buy_admin" boolean DEFAULT false NOT NULL,
	"has_active_b2c_trial" boolean DEFAULT false NOT NULL,
	"has_availed_b2c_trial" boolean DEFAULT false NOT NULL,
	"has_availed_b2b_trial" boolean DEFAULT false NOT NULL,
	"preferred_subscription_id" text,
	"preferred_subscription_price" integer,
	"subscription_feature_type" text,
	"is_premium_user" boolean DEFAULT false NOT NULL,
	"is_premium_plus_user" boolean DEFAULT false NOT NULL,
	"in_progress_lab" jsonb,
	"attempted_cloud_lab" boolean DEFAULT false NOT NULL,
	"show_onboarding_questionnaire" boolean DEFAULT false NOT NULL,
	"should_open_hlo_page" boolean DEFAULT false NOT NULL,
	"new_user_workflow_onboarding_enabled" boolean DEFAULT false NOT NULL,
	"workflow_onboarding" jsonb,
	"feature_feedbacks_submitted" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"banner_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"used_notes_and_highlights" boolean DEFAULT false NOT NULL,
	"used_customize_fonts" boolean DEFAULT false NOT NULL,
	"notes_and_highlights_used_count" integer DEFAULT 0 NOT NULL,
	"viewed" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active_organization_id" text,
	"enable_new_nav_b2b" boolean DEFAULT false NOT NULL,
	"enterprise_sidebar_state" text,
	"user_onboarding_tutorial_status" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_work_freemium" boolean DEFAULT false NOT NULL,
	"is_learn_freemium" boolean DEFAULT false NOT NULL,
	"signup_attribution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"utm" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"encoded_affiliate_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factors_user_id_idx" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_next_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "organization_members_user_id_idx" ON "organization_members" USING btree ("user_id");