import type { UserInfo, UserOrganization } from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import {
  chooseActiveOrganization,
  getOrganizationRole,
  isInternalStaff,
  isThemeValue,
  organizationMode,
  withActiveSubscriptionsOnly,
} from '@learnbox/domain';
import type { MembershipRow, UserInfoRepository } from './user-info.repository';
import { createUserInfoRepository } from './user-info.repository';

function toOrganization({ member, organization }: MembershipRow): UserOrganization {
  // The role counts only a subscription still active: after expiry a member is a Non-Paid Member.
  const role = getOrganizationRole(
    withActiveSubscriptionsOnly({
      organization_id: organization.id,
      is_admin: member.isAdmin,
      is_manager: member.isManager,
      subscription_id: organization.subscriptionId,
      subscriptions: organization.subscriptions,
    }),
  );
  return {
    organization_id: organization.id,
    name: organization.name,
    is_admin: member.isAdmin,
    admin_level: member.isAdmin ? member.adminLevel : null,
    is_manager: member.isManager,
    is_mentor: member.isMentor,
    is_subscriber: member.isSubscriber,
    role,
    subscription_id: organization.subscriptionId,
    subscriptions: organization.subscriptions,
    is_slack_authorized: organization.isSlackAuthorized,
    is_confluence_integration_enabled: organization.isConfluenceIntegrationEnabled,
    free_onboarding_seats: organization.freeOnboardingSeats,
    can_create_private_content: organization.canCreatePrivateContent,
    include_all_courses: organization.includeAllCourses,
    included_courses_list: organization.includedCoursesList,
    excluded_courses_list: organization.excludedCoursesList,
    included_categories_list: organization.includedCategoriesList,
    excluded_categories_list: organization.excludedCategoriesList,
  };
}

/**
 * Builds the user-info reply (spec section 3) from the database. The active organization
 * follows spec section 4: the stored one while the user still belongs to it, else the first,
 * which is then stored; null without organizations.
 */
export async function buildUserInfo(
  repository: UserInfoRepository,
  userId: string,
): Promise<UserInfo | null> {
  const loaded = await repository.load(userId);
  if (!loaded) return null;
  const { user, memberships } = loaded;
  const profile = loaded.profile;
  const orgs = memberships.map(toOrganization);
  const active = chooseActiveOrganization(profile?.activeOrganizationId ?? null, orgs);
  if (active.store) await repository.saveActiveOrganization(userId, active.activeOrganizationId);
  const viewed = profile?.viewed ?? {};
  const onboarding = profile?.workflowOnboarding;
  return {
    user_id: user.id,
    email: user.email,
    full_name: user.name,
    sign_up_date: user.createdAt.toISOString(),
    verified: user.emailVerified,
    is_internal_staff: isInternalStaff(user),
    user_theme: isThemeValue(profile?.userTheme) ? profile.userTheme : 'unset',
    dark_mode_selected: profile?.darkModeSelected ?? null,
    two_factor_via_email: profile?.twoFactorViaEmail ?? false,
    two_factor_via_app: profile?.twoFactorViaApp ?? false,
    owns_free_courses: profile?.ownsFreeCourses ?? false,
    owns_paid_courses: profile?.ownsPaidCourses ?? false,
    is_user_subscribed: profile?.isUserSubscribed ?? false,
    is_team_buy_admin: profile?.isTeamBuyAdmin ?? false,
    has_active_b2c_trial: profile?.hasActiveB2cTrial ?? false,
    has_availed_b2c_trial: profile?.hasAvailedB2cTrial ?? false,
    has_availed_b2b_trial: profile?.hasAvailedB2bTrial ?? false,
    preferred_subscription_id: profile?.preferredSubscriptionId ?? null,
    preferred_subscription_price: profile?.preferredSubscriptionPrice ?? null,
    subscription_feature_type: profile?.subscriptionFeatureType ?? null,
    is_premium_user: profile?.isPremiumUser ?? false,
    is_premium_plus_user: profile?.isPremiumPlusUser ?? false,
    in_progress_lab: profile?.inProgressLab ?? null,
    attempted_cloud_lab: profile?.attemptedCloudLab ?? false,
    show_onboarding_questionnaire: profile?.showOnboardingQuestionnaire ?? false,
    should_open_HLO_page: profile?.shouldOpenHloPage ?? false,
    new_user_workflow_onboarding_enabled: profile?.newUserWorkflowOnboardingEnabled ?? false,
    workflow_onboarding: {
      next_onboarding_stage: onboarding?.next_onboarding_stage ?? null,
      is_onboarding_completed: onboarding?.is_onboarding_completed ?? false,
      redirected_project_id: onboarding?.redirected_project_id ?? null,
    },
    feature_feedbacks_submitted: profile?.featureFeedbacksSubmitted ?? [],
    bannerDetails: profile?.bannerDetails ?? {},
    used_notes_and_highlights: profile?.usedNotesAndHighlights ?? false,
    used_customize_fonts: profile?.usedCustomizeFonts ?? false,
    notes_and_highlights_used_count: profile?.notesAndHighlightsUsedCount ?? 0,
    viewed_project_previews: viewed.project_previews ?? false,
    viewed_weekly_goals: viewed.weekly_goals ?? false,
    viewed_customize_fonts_modal: viewed.customize_fonts_modal ?? false,
    viewed_customize_fonts_feedback: viewed.customize_fonts_feedback ?? false,
    viewed_notes_and_highlights_modal: viewed.notes_and_highlights_modal ?? false,
    viewed_ai_concepts_modal: viewed.ai_concepts_modal ?? false,
    viewed_upgrade_now_tooltip: viewed.upgrade_now_tooltip ?? false,
    viewed_explore_feedback: viewed.explore_feedback ?? false,
    viewed_feedback_tooltip: viewed.feedback_tooltip ?? false,
    organizations: orgs,
    active_organization_id: active.activeOrganizationId,
    mode: organizationMode(orgs.find((org) => org.organization_id === active.activeOrganizationId)),
    enable_new_nav_b2b: profile?.enableNewNavB2b ?? false,
    enterpriseSidebarState: profile?.enterpriseSidebarState ?? null,
    user_onboarding_tutorial_status: profile?.userOnboardingTutorialStatus ?? {},
    freemium_info: {
      is_work_freemium: profile?.isWorkFreemium ?? false,
      is_learn_freemium: profile?.isLearnFreemium ?? false,
    },
  };
}

/** Reads a user's info from the database; null when the user is gone. */
export function userInfoReaderFor(db: Database) {
  const repository = createUserInfoRepository(db);
  return (userId: string) => buildUserInfo(repository, userId);
}
