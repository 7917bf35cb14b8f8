/** What organization hosts and organization single sign-on say to people. */

export const ORG_HOST_NOT_FOUND_MESSAGE = 'No organization uses this address. Check the link you followed.';

export const SSO_ISSUER_UNREACHABLE_MESSAGE =
  'We could not read the sign-in settings of this issuer: no OpenID configuration was found at its /.well-known/openid-configuration address. Check the issuer URL.';

export const SSO_ISSUER_MISMATCH_MESSAGE =
  'The issuer answered, but its OpenID configuration names another issuer or lacks the authorization or token address. Check the issuer URL.';

export const SSO_ISSUER_URL_MESSAGE =
  'The issuer must be an https address (http is accepted only for localhost and 127.0.0.1), without query or fragment.';

export const SSO_SECRET_REQUIRED_MESSAGE =
  'Enter the client secret: your identity provider shows it next to the client id.';

export const SSO_NOT_CONFIGURED_MESSAGE =
  'Single sign-on is not set up for this organization. Ask its admin, or log in with your e-mail and password.';

export const SSO_FAILED_MESSAGE =
  'Single sign-on did not finish: the identity provider did not confirm who you are. Try again from the sign-in page.';

export const SSO_EXPIRED_MESSAGE =
  'This sign-in attempt has expired or was started in another browser. Start again from the sign-in page.';

export const SSO_EMAIL_UNVERIFIED_MESSAGE =
  'Your identity provider did not confirm your e-mail address, so we cannot sign you in with it. Ask your organization to verify it at the provider.';

export const SSO_NO_SEAT_MESSAGE =
  'You are signed in, but every seat of this organization is taken, so you did not join it. Ask its admin to free a seat or buy more.';

export const SUBDOMAIN_TAKEN_MESSAGE =
  'Another organization already uses this subdomain. Choose another one.';

export const SSO_LINKED_ELSEWHERE_MESSAGE =
  'This identity is already connected to another account. Log out, then sign in with your organization again.';

export const SSO_ACCOUNT_EXISTS_LOGIN_MESSAGE =
  'An account with this e-mail address already exists. Log in with it here first, then choose “Sign in with your organization” to connect the two.';

/** The query parameter the sign-in return puts on /login when it failed, with a code from below. */
export const ORG_SSO_ERROR_PARAM = 'sso_error';
/** The query parameter it puts on the landing page when sign-in worked but something is worth saying. */
export const ORG_SSO_NOTICE_PARAM = 'sso_notice';

/** Codes (never text from the URL) that the web turns into these sentences. */
export const ORG_SSO_ERRORS = {
  expired: SSO_EXPIRED_MESSAGE,
  failed: SSO_FAILED_MESSAGE,
  unverified: SSO_EMAIL_UNVERIFIED_MESSAGE,
  'account-exists': SSO_ACCOUNT_EXISTS_LOGIN_MESSAGE,
  'linked-elsewhere': SSO_LINKED_ELSEWHERE_MESSAGE,
  'not-configured': SSO_NOT_CONFIGURED_MESSAGE,
} as const;
export type OrgSsoErrorCode = keyof typeof ORG_SSO_ERRORS;

export const ORG_SSO_NOTICES = { 'no-seat': SSO_NO_SEAT_MESSAGE } as const;
export type OrgSsoNoticeCode = keyof typeof ORG_SSO_NOTICES;
