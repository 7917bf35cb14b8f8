import { z } from 'zod';

/**
 * GET /api/user/info (spec section 3 "User info" and "Enterprise part of user info"; section 7).
 * Field names are the spec's, including its mixed casing (should_open_HLO_page, bannerDetails,
 * enterpriseSidebarState). Flags owned by later features are present and false or empty until
 * those features set them.
 */

const themeValue = z.enum(['unset', 'system_preference', 'dark', 'light']);

export const organizationCourseRefSchema = z.object({ author_id: z.string(), work_id: z.string() });

export const organizationSubscriptionSchema = z.object({
  subscription_id: z.string(),
  subscription_sub_type: z.string(),
  subscription_type: z.number().int(),
  status: z.number().int().optional(),
});

/** One organization of the user, with their role flags in it (spec section 3 "Organization"). */
export const userOrganizationSchema = z.object({
  organization_id: z.string(),
  name: z.string(),
  is_admin: z.boolean(),
  admin_level: z.number().int().nullable(),
  is_manager: z.boolean(),
  is_mentor: z.boolean(),
  is_subscriber: z.boolean(),
  /** Admin, Manager, Member or Non-Paid Member (spec section 6 "Organization roles"). */
  role: z.enum(['Admin', 'Manager', 'Member', 'Non-Paid Member']),
  subscription_id: z.string().nullable(),
  subscriptions: z.array(organizationSubscriptionSchema),
  is_slack_authorized: z.boolean(),
  is_confluence_integration_enabled: z.boolean(),
  free_onboarding_seats: z.number().int(),
  can_create_private_content: z.boolean(),
  include_all_courses: z.boolean(),
  included_courses_list: z.array(organizationCourseRefSchema),
  excluded_courses_list: z.array(organizationCourseRefSchema),
  included_categories_list: z.array(z.string()),
  excluded_categories_list: z.array(z.string()),
});
export type UserOrganization = z.infer<typeof userOrganizationSchema>;

export const userInfoSchema = z.object({
  // Account and preferences.
  user_id: z.string(),
  email: z.string(),
  full_name: z.string(),
  sign_up_date: z.string(),
  verified: z.boolean(),
  is_internal_staff: z.boolean(),
  user_theme: themeValue,
  dark_mode_selected: z.boolean().nullable(),
  two_factor_via_email: z.boolean(),
  two_factor_via_app: z.boolean(),
  // Ownership and subscription.
  owns_free_courses: z.boolean(),
  owns_paid_courses: z.boolean(),
  is_user_subscribed: z.boolean(),
  is_team_buy_admin: z.boolean(),
  has_active_b2c_trial: z.boolean(),
  has_availed_b2c_trial: z.boolean(),
  has_availed_b2b_trial: z.boolean(),
  preferred_subscription_id: z.string().nullable(),
  preferred_subscription_price: z.number().nullable(),
  subscription_feature_type: z.string().nullable(),
  is_premium_user: z.boolean(),
  is_premium_plus_user: z.boolean(),
  // Labs and onboarding.
  in_progress_lab: z.record(z.string(), z.unknown()).nullable(),
  attempted_cloud_lab: z.boolean(),
  show_onboarding_questionnaire: z.boolean(),
  should_open_HLO_page: z.boolean(),
  new_user_workflow_onboarding_enabled: z.boolean(),
  workflow_onboarding: z.object({
    next_onboarding_stage: z.string().nullable(),
    is_onboarding_completed: z.boolean(),
    redirected_project_id: z.string().nullable(),
  }),
  // Feedback, banners and usage.
  feature_feedbacks_submitted: z.array(z.string()),
  bannerDetails: z.record(z.string(), z.unknown()),
  used_notes_and_highlights: z.boolean(),
  used_customize_fonts: z.boolean(),
  notes_and_highlights_used_count: z.number().int(),
  // Tours and modals viewed.
  viewed_project_previews: z.boolean(),
  viewed_weekly_goals: z.boolean(),
  viewed_customize_fonts_modal: z.boolean(),
  viewed_customize_fonts_feedback: z.boolean(),
  viewed_notes_and_highlights_modal: z.boolean(),
  viewed_ai_concepts_modal: z.boolean(),
  viewed_upgrade_now_tooltip: z.boolean(),
  viewed_explore_feedback: z.boolean(),
  viewed_feedback_tooltip: z.boolean(),
  // Enterprise part.
  organizations: z.array(userOrganizationSchema),
  active_organization_id: z.string().nullable(),
  /** Spec section 4 "Mode" for the active organization; null without one (a plain learner). */
  mode: z.enum(['learn', 'upskill']).nullable(),
  enable_new_nav_b2b: z.boolean(),
  enterpriseSidebarState: z.string().nullable(),
  user_onboarding_tutorial_status: z.record(z.string(), z.literal(true)),
  freemium_info: z.object({ is_work_freemium: z.boolean(), is_learn_freemium: z.boolean() }),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
