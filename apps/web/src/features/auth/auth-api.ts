import type { CaptchaTokens } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import type { ThemeValue } from '@learnbox/domain';
import { api } from '../api-client/api-client';

const routes = apiRefs.auth;

/** The /api/user/* calls of spec section 7 "Auth and user", as the forms use them. */
export const authApi = {
  options: () => api.call(routes.authOptions),
  login: (body: {
    email: string;
    password: string;
    captcha_token?: string;
    bypass_token?: string;
    two_factor_code?: string;
    totp?: string;
    encoded_affiliate_id?: string;
  }) => api.call(routes.login, { body }),
  signup: (
    body: { full_name: string; email: string; password: string; tokens?: CaptchaTokens } & Record<
      string,
      unknown
    >,
    purchase = false,
  ) =>
    api.call(routes.signup, {
      query: purchase ? { signup_type: 'loggedout-user-purchase' } : undefined,
      body,
    }),
  logout: (everywhere = false) => api.call(routes.logout, { body: { everywhere } }),
  forgotPassword: (body: { email: string; tokens?: CaptchaTokens }) =>
    api.call(routes.forgotPassword, { body }),
  resendVerification: (body: { email: string; tokens?: CaptchaTokens }) =>
    api.call(routes.resendVerification, { body }),
  resendVerificationLoggedIn: () => api.call(routes.resendVerificationLoggedIn),
  verifyEmail: (token: string) => api.call(routes.verifyEmail, { body: { token } }),
  resetPassword: (body: { token: string; password: string }) => api.call(routes.resetPassword, { body }),
  verifySso: (email: string) => api.call(routes.verifySso, { body: { email } }),
  utm: (body: Record<string, string>) => api.call(apiRefs.user.utm, { body }),
  sessions: () => api.call(routes.sessions),
  revokeSession: (id: string) => api.call(routes.revokeSession, { params: { id } }),
  revokeOtherSessions: () => api.call(routes.revokeOtherSessions),
  twoFactorState: () => api.call(apiRefs.userdata.twoFactor),
  updateTwoFactor: (body: { via: 'email' | 'app'; enabled: boolean; password: string }) =>
    api.call(apiRefs.userdata.updateTwoFactor, { body }),
  confirmAuthenticator: (totp: string) => api.call(apiRefs.userdata.confirmTwoFactorApp, { body: { totp } }),
  saveTheme: (frontend_theme: ThemeValue) =>
    api.call(apiRefs.userdata.darkMode, { body: { frontend_theme } }),
};
