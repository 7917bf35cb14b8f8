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

export const SSO_NO_HOST_MESSAGE =
  'Organization single sign-on needs a subdomain for this organization; none is set.';

export const SSO_FAILED_MESSAGE =
  'Single sign-on did not finish: the identity provider did not confirm who you are. Try again from the sign-in page.';

export const SSO_EXPIRED_MESSAGE =
  'This sign-in attempt has expired or was started in another browser. Start again from the sign-in page.';

export const SSO_EMAIL_UNVERIFIED_MESSAGE =
  'Your identity provider did not confirm your e-mail address, so we cannot sign you in with it. Ask your organization to verify it at the provider.';

export const SSO_NO_SEAT_MESSAGE =
  'You are signed in, but every seat of this organization is taken, so you did not join it. Ask its admin to free a seat or buy more.';

export const SSO_ACCOUNT_EXISTS_MESSAGE =
  'An account with this e-mail address exists but its address is not verified. Log in with your password and verify the address, then sign in with your organization.';
