import type { darkModeBodySchema, UserConfigReply } from '@learnbox/contracts';
import { isThemeValue } from '@learnbox/domain';
import type { z } from 'zod';
import type { AccountsContext } from '../auth';

/** The signed-in user's preferences and account flags (GET /api/userdata/user_config). */
export async function readUserConfig(context: AccountsContext, userId: string): Promise<UserConfigReply> {
  const profile = await context.repository.getProfile(userId);
  return {
    frontend_theme: isThemeValue(profile.userTheme) ? profile.userTheme : 'unset',
    dark_mode_selected: profile.darkModeSelected,
    two_factor_via_email: profile.twoFactorViaEmail,
    two_factor_via_app: profile.twoFactorViaApp,
    enable_new_nav_b2b: profile.enableNewNavB2b,
    enterpriseSidebarState: profile.enterpriseSidebarState,
    active_organization_id: profile.activeOrganizationId,
  };
}

/** Stores the chosen theme (POST /api/userdata/darkmode). */
export async function chooseTheme(
  context: AccountsContext,
  userId: string,
  theme: z.infer<typeof darkModeBodySchema>['frontend_theme'],
) {
  const profile = await context.repository.getProfile(userId);
  // dark_mode_selected is the legacy flag the unset fallback reads (spec section 4); keep it in step.
  const darkModeSelected = theme === 'dark' ? true : theme === 'light' ? false : profile.darkModeSelected;
  await context.repository.updateProfile(userId, { userTheme: theme, darkModeSelected });
  return { frontend_theme: theme, dark_mode_selected: darkModeSelected };
}
