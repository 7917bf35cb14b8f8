CREATE TABLE "billing_coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"percent_off" integer NOT NULL,
	"scope" text DEFAULT 'subscription' NOT NULL,
	"plan_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"course_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checkout_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"github_only" boolean DEFAULT false NOT NULL,
	"purchased_by" text
);
--> statement-breakpoint
CREATE TABLE "billing_gifts" (
	"code" text PRIMARY KEY NOT NULL,
	"buyer_user_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"plan_code" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"redeemed_by" text,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"processor" text NOT NULL,
	"processor_token" text NOT NULL,
	"fingerprint" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"used_for_b2c_trial" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_plans" (
	"code" text PRIMARY KEY NOT NULL,
	"feature_set" integer NOT NULL,
	"months" integer NOT NULL,
	"audience" integer NOT NULL,
	"name" text NOT NULL,
	"list_price_cents" integer NOT NULL,
	"plan_discount_percent" integer DEFAULT 0 NOT NULL,
	"special_discount_percent" integer DEFAULT 0 NOT NULL,
	"special_discount_ends_at" timestamp with time zone,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"min_seats" integer DEFAULT 1 NOT NULL,
	"max_seats" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"organization_id" text,
	"plan_code" text NOT NULL,
	"feature_set" integer NOT NULL,
	"months" integer NOT NULL,
	"status" integer NOT NULL,
	"subscription_type" integer DEFAULT 7004 NOT NULL,
	"sub_type" text,
	"is_trial" boolean DEFAULT false NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"cancelled_at" timestamp with time zone,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"pending_plan_code" text,
	"seats" integer DEFAULT 1 NOT NULL,
	"max_seats" integer DEFAULT 1 NOT NULL,
	"payment_method_id" text,
	"entitlement_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_test_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_test_charges_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "billing_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"checkout_type" text NOT NULL,
	"plan_code" text,
	"course_id" text,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"coupon_code" text,
	"discounts_info" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"processor" text NOT NULL,
	"processor_charge_id" text,
	"failure_reason" text,
	"subscription_id" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "billing_payment_methods_user_idx" ON "billing_payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "billing_payment_methods_fp_idx" ON "billing_payment_methods" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_user_idx" ON "billing_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_due_idx" ON "billing_subscriptions" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_transactions_idem_idx" ON "billing_transactions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "billing_transactions_status_idx" ON "billing_transactions" USING btree ("status");