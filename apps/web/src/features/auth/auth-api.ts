import type {
  AcknowledgedReply,
  AuthOptionsReply,
  CaptchaTokens,
  LoginReply,
  ResetPasswordReply,
  RevokeOtherSessionsReply,
  RevokeSessionReply,
  SignupReply,
  TwoFactorState,
  UserSessionsReply,
  VerifySsoReply,
} from '@learnbox/contracts';
import { apiCall } from './api-call';

/** The /api/user/* calls of spec section 7 "Auth and user", as the forms use them. */
export const authApi = {
  options: () => apiCall<AuthOptionsReply>('/api/user/auth-options'),
  login: (body: {
    email: string;
    password: string;
    captcha_token?: string;
    bypass_token?: string;
    two_factor_code?: string;
    totp?: string;
    encoded_affiliate_id?: string;
  }) => apiCall<LoginReply>('/api/user/login', { body }),
  signup: (
    body: { full_name: string; email: string; password: string; tokens?: CaptchaTokens } & Record<
      string,
      unknown
    >,
    purchase = false,
  ) =>
    apiCall<SignupReply>(`/api/user/signup${purchase ? '?signup_type=loggedout-user-purchase' : ''}`, {
      body,
    }),
  logout: (everywhere = false) => apiCall<{ status: true }>('/api/user/logout', { body: { everywhere } }),
  forgotPassword: (body: { email: string; tokens?: CaptchaTokens }) =>
    apiCall<AcknowledgedReply>('/api/user/forgot-password', { body }),
  resendVerification: (body: { email: string; tokens?: CaptchaTokens }) =>
    apiCall<AcknowledgedReply>('/api/user/resend-verification', { body }),
  resendVerificationLoggedIn: () =>
    apiCall<AcknowledgedReply>('/api/user/resend-verification/logged-in', { body: {} }),
  verifyEmail: (token: string) =>
    apiCall<{ status: true; email: string }>('/api/user/verify-email', { body: { token } }),
  resetPassword: (body: { token: string; password: string }) =>
    apiCall<ResetPasswordReply>('/api/user/reset-password', { body }),
  verifySso: (email: string) => apiCall<VerifySsoReply>('/api/user/verify-sso', { body: { email } }),
  utm: (body: Record<string, string>) => apiCall<{ status: true }>('/api/user/utm', { body }),
  sessions: () => apiCall<UserSessionsReply>('/api/user/sessions'),
  revokeSession: (id: string) =>
    apiCall<RevokeSessionReply>(`/api/user/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  revokeOtherSessions: () =>
    apiCall<RevokeOtherSessionsReply>('/api/user/sessions/revoke-others', { method: 'POST' }),
  twoFactorState: () => apiCall<TwoFactorState>('/api/userdata/two-factor'),
  updateTwoFactor: (body: { via: 'email' | 'app'; enabled: boolean; password: string }) =>
    apiCall<TwoFactorState>('/api/userdata/two-factor', { body }),
  confirmAuthenticator: (totp: string) =>
    apiCall<TwoFactorState>('/api/userdata/two-factor/app/confirm', { body: { totp } }),
  saveTheme: (frontend_theme: string) =>
    apiCall<unknown>('/api/userdata/darkmode', { body: { frontend_theme } }),
};
