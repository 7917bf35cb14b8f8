import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A lab the user has open (spec section 3 "in_progress_lab"); its shape belongs to the labs work. */
export type InProgressLab = Record<string, unknown>;

/** Where the workflow onboarding stands (spec section 3 "workflow_onboarding"). */
export interface WorkflowOnboarding {
  next_onboarding_stage: string | null;
  is_onboarding_completed: boolean;
  redirected_project_id: string | null;
}

/** Tours and modals the user has seen (spec section 3 "Flags for tours and modals viewed"). */
export interface ViewedFlags {
  project_previews: boolean;
  weekly_goals: boolean;
  customize_fonts_modal: boolean;
  customize_fonts_feedback: boolean;
  notes_and_highlights_modal: boolean;
  ai_concepts_modal: boolean;
  upgrade_now_tooltip: boolean;
  explore_feedback: boolean;
  feedback_tooltip: boolean;
}

/**
 * Everything the user-info reply of spec section 3 says about a user beyond the account
 * itself. One row per user, created with the account. Flags that later features own (trials,
 * subscriptions, labs, onboarding, banners) live here so user info reads one row; those
 * features set them, this table only stores them.
 */
export const userProfiles = pgTable('user_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // Preferences.
  userTheme: text('user_theme').notNull().default('unset'),
  darkModeSelected: boolean('dark_mode_selected'),
  twoFactorViaEmail: boolean('two_factor_via_email').notNull().default(false),
  twoFactorViaApp: boolean('two_factor_via_app').notNull().default(false),
  // Ownership and subscription.
  ownsFreeCourses: boolean('owns_free_courses').notNull().default(false),
  ownsPaidCourses: boolean('owns_paid_courses').notNull().default(false),
  isUserSubscribed: boolean('is_user_subscribed').notNull().default(false),
  isTeamBuyAdmin: boolean('is_team_buy_admin').notNull().default(false),
  hasActiveB2cTrial: boolean('has_active_b2c_trial').notNull().default(false),
  hasAvailedB2cTrial: boolean('has_availed_b2c_trial').notNull().default(false),
  hasAvailedB2bTrial: boolean('has_availed_b2b_trial').notNull().default(false),
  preferredSubscriptionId: text('preferred_subscription_id'),
  preferredSubscriptionPrice: integer('preferred_subscription_price'),
  subscriptionFeatureType: text('subscription_feature_type'),
  isPremiumUser: boolean('is_premium_user').notNull().default(false),
  isPremiumPlusUser: boolean('is_premium_plus_user').notNull().default(false),
  // Labs and onboarding.
  inProgressLab: jsonb('in_progress_lab').$type<InProgressLab | null>(),
  attemptedCloudLab: boolean('attempted_cloud_lab').notNull().default(false),
  showOnboardingQuestionnaire: boolean('show_onboarding_questionnaire').notNull().default(false),
  shouldOpenHloPage: boolean('should_open_hlo_page').notNull().default(false),
  newUserWorkflowOnboardingEnabled: boolean('new_user_workflow_onboarding_enabled').notNull().default(false),
  workflowOnboarding: jsonb('workflow_onboarding').$type<WorkflowOnboarding | null>(),
  // Feedback, banners and usage.
  featureFeedbacksSubmitted: jsonb('feature_feedbacks_submitted').$type<string[]>().notNull().default([]),
  bannerDetails: jsonb('banner_details').$type<Record<string, unknown>>().notNull().default({}),
  usedNotesAndHighlights: boolean('used_notes_and_highlights').notNull().default(false),
  usedCustomizeFonts: boolean('used_customize_fonts').notNull().default(false),
  notesAndHighlightsUsedCount: integer('notes_and_highlights_used_count').notNull().default(0),
  viewed: jsonb('viewed').$type<Partial<ViewedFlags>>().notNull().default({}),
  // Enterprise part.
  activeOrganizationId: text('active_organization_id'),
  enableNewNavB2b: boolean('enable_new_nav_b2b').notNull().default(false),
  enterpriseSidebarState: text('enterprise_sidebar_state'),
  userOnboardingTutorialStatus: jsonb('user_onboarding_tutorial_status')
    .$type<Record<string, true>>()
    .notNull()
    .default({}),
  isWorkFreemium: boolean('is_work_freemium').notNull().default(false),
  isLearnFreemium: boolean('is_learn_freemium').notNull().default(false),
  // Attribution from sign-up and after SSO sign-up (spec section 7 "signup", "utm").
  signupAttribution: jsonb('signup_attribution').$type<Record<string, string>>().notNull().default({}),
  utm: jsonb('utm').$type<Record<string, string>>().notNull().default({}),
  encodedAffiliateId: text('encoded_affiliate_id'),
  /**
   * The browser's attribution snapshot (spec section 3 "Stored client-side") at the first touch we
   * saw (sign-up) and the latest one (each later checkout), and the source the growth report groups
   * the sign-up under (`affiliate:…`, `referral:…`, `utm:…`, `direct`; domain acquisitionSourceOf).
   */
  firstTouch: jsonb('first_touch').$type<Record<string, string>>().notNull().default({}),
  lastTouch: jsonb('last_touch').$type<Record<string, string>>().notNull().default({}),
  acquisitionSource: text('acquisition_source').notNull().default('direct'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
