import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './auth-limits';

export { MIN_PASSWORD_LENGTH };

/**
 * Bodies and replies of spec section 7 "Auth and user" (login, signup, logout, recovery,
 * verification, SSO, UTM), plus the two token steps the spec leaves to us (reset-password and
 * verify-email, reached from the mailed links). Messages are written for the person filling in
 * the form: the web shows them next to the field.
 */

const MAX_EMAIL_LENGTH = 254;
const MAX_PASSWORD_LENGTH = 128;

/** An e-mail address, trimmed and lower-cased; ASCII only (what every mail transport takes). */
export const emailField = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .min(1, { error: 'Enter your e-mail address.' })
  .max(MAX_EMAIL_LENGTH, { error: 'This e-mail address is too long.' })
  .pipe(z.email({ error: 'Enter a valid e-mail address.' }))
  .transform((value) => value.toLowerCase());

/** A new password (sign-up, reset, invitation). */
export const newPasswordField = z
  .string({ error: 'Choose a password.' })
  .min(MIN_PASSWORD_LENGTH, { error: `Use at least ${MIN_PASSWORD_LENGTH} characters.` })
  .max(MAX_PASSWORD_LENGTH, { error: `Use at most ${MAX_PASSWORD_LENGTH} characters.` });

const passwordField = z
  .string({ error: 'Enter your password.' })
  .min(1, { error: 'Enter your password.' })
  .max(MAX_PASSWORD_LENGTH, { error: 'This password is too long.' });

/** A six-digit code from the authenticator app or the e-mail. */
export const oneTimeCodeField = z
  .string({ error: 'Enter the 6-digit code.' })
  .trim()
  .regex(/^\d{6}$/, { error: 'Enter the 6-digit code.' });

/** No control characters (NUL and friends): PostgreSQL refuses them in text and JSON. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
const CONTROL_CHARACTERS_MESSAGE = 'Remove the control characters from this field.';

/** Free text a person typed or a page passed along, trimmed and bounded. */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Use at most ${max} characters.` })
    .regex(NO_CONTROL_CHARACTERS, { error: CONTROL_CHARACTERS_MESSAGE });
const shortText = plainText;
const tokenText = z
  .string()
  .max(4096, { error: 'This token is too long.' })
  .regex(NO_CONTROL_CHARACTERS, { error: CONTROL_CHARACTERS_MESSAGE });

/** A captcha token or the configured bypass token (spec section 5). */
export const captchaTokensSchema = z.object({
  captcha_token: tokenText.optional(),
  bypass_token: tokenText.optional(),
});
export type CaptchaTokens = z.infer<typeof captchaTokensSchema>;

export const loginBodySchema = z.object({
  email: emailField,
  password: passwordField,
  captcha_token: tokenText.optional(),
  bypass_token: tokenText.optional(),
  /** The code sent by e-mail when two-factor by e-mail is on. */
  two_factor_code: oneTimeCodeField.optional(),
  /** The code shown by the authenticator app. */
  totp: oneTimeCodeField.optional(),
  /** Set with `totp` to enrol an authenticator app while logging in (first time only). */
  totp_secret: plainText(256).optional(),
  encoded_affiliate_id: shortText(200).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginReplySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('logged_in'), user_id: z.string(), verified: z.boolean() }),
  z.object({
    status: z.literal('two_factor_required'),
    two_factor_via_email: z.boolean(),
    two_factor_via_app: z.boolean(),
    /** True when this reply sent a new code by e-mail. */
    code_sent: z.boolean(),
  }),
]);
export type LoginReply = z.infer<typeof loginReplySchema>;

const utmShape = {
  utm_source: shortText(200).optional(),
  utm_content: shortText(200).optional(),
  utm_medium: shortText(200).optional(),
  utm_campaign: shortText(200).optional(),
  utm_term: shortText(200).optional(),
  initial_utm_source: shortText(200).optional(),
  initial_utm_content: shortText(200).optional(),
  initial_utm_medium: shortText(200).optional(),
  initial_utm_campaign: shortText(200).optional(),
  initial_utm_term: shortText(200).optional(),
};

/** Where a visitor came from (spec section 7 "Attribution"); referrers are cut to 512 characters. */
const attributionShape = {
  affiliate: shortText(200).optional(),
  referral_site: plainText(4096).optional(),
  last_referral_site: plainText(4096).optional(),
  referral_code: shortText(200).optional(),
  // The rest of the browser's snapshot (spec section 3 "Stored client-side", issue 17).
  site_coupon: shortText(200).optional(),
  encoded_affiliate_id: shortText(200).optional(),
  affiliate_name: shortText(200).optional(),
  impact_click_id: shortText(200).optional(),
  ...utmShape,
};

export const signupQuerySchema = z.object({
  signup_type: z.enum(['loggedout-user-purchase'], { error: 'Unknown signup type.' }).optional(),
});

export const signupBodySchema = z.object({
  full_name: z
    .string({ error: 'Enter your name.' })
    .trim()
    .min(1, { error: 'Enter your name.' })
    .max(100, { error: 'Use at most 100 characters.' })
    .regex(NO_CONTROL_CHARACTERS, { error: CONTROL_CHARACTERS_MESSAGE }),
  email: emailField,
  /** Optional only for a purchase made while logged out: the password is set from a mailed link. */
  password: newPasswordField.optional(),
  ...attributionShape,
  encoded_return_url: plainText(2048).optional(),
  company_name: shortText(200).optional(),
  org_subdomain: shortText(100).optional(),
  operation: shortText(100).optional(),
  page_uri: plainText(2048).optional(),
  source: shortText(200).optional(),
  tokens: captchaTokensSchema.optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const signupReplySchema = z.object({
  status: z.literal('signed_up'),
  user_id: z.string(),
  verified: z.boolean(),
  /** False after a logged-out purchase sign-up: a "set your password" mail was sent. */
  password_set: z.boolean(),
});
export type SignupReply = z.infer<typeof signupReplySchema>;

export const logoutBodySchema = z
  .object({
    /** Revoke every session of the account, not only this browser's. */
    everywhere: z.boolean({ error: 'everywhere must be true or false.' }).optional(),
  })
  .optional();

export const forgotPasswordBodySchema = z.object({
  email: emailField,
  tokens: captchaTokensSchema.optional(),
});

export const resendVerificationBodySchema = z.object({
  email: emailField,
  tokens: captchaTokensSchema.optional(),
  encoded_return_url: plainText(2048).optional(),
  company_name: shortText(200).optional(),
  org_subdomain: shortText(100).optional(),
  operation: shortText(100).optional(),
});

/** The same reply whether or not the address has an account, so it reveals nothing. */
export const acknowledgedReplySchema = z.object({ status: z.literal(true), message: z.string() });
export type AcknowledgedReply = z.infer<typeof acknowledgedReplySchema>;

export const verifySsoBodySchema = z.object({ email: emailField });
export const verifySsoReplySchema = z.object({
  /** True when this address signs in through an identity provider. */
  sso: z.boolean(),
  provider: z.string().nullable(),
  provider_name: z.string().nullable(),
  /** /authorize/{provider}-sso?operation=login, to send the browser to. */
  authorize_path: z.string().nullable(),
});
export type VerifySsoReply = z.infer<typeof verifySsoReplySchema>;

export const utmBodySchema = z.object({ ...attributionShape });
export type UtmBody = z.infer<typeof utmBodySchema>;

/** Step two of a mailed link: choose a password (reset, or an invited or purchase account). */
export const resetPasswordBodySchema = z.object({
  token: z
    .string({ error: 'This link is incomplete.' })
    .min(8, { error: 'This link is incomplete.' })
    .max(512, { error: 'This link is not valid.' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'This link is not valid.' }),
  password: newPasswordField,
});
export const resetPasswordReplySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('logged_in'), user_id: z.string(), verified: z.boolean() }),
  /** The password changed, but the account also needs its second factor: log in with it. */
  z.object({ status: z.literal('two_factor_required'), email: z.string() }),
]);
export type ResetPasswordReply = z.infer<typeof resetPasswordReplySchema>;

export const verifyEmailBodySchema = z.object({
  token: z
    .string({ error: 'This link is incomplete.' })
    .min(8, { error: 'This link is incomplete.' })
    .max(512, { error: 'This link is not valid.' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'This link is not valid.' }),
});
export const verifyEmailReplySchema = z.object({ status: z.literal(true), email: z.string() });

/**
 * GET /api/captcha/challenge: `email` asks for the challenge a login of that account needs.
 * Whatever was typed is accepted: a malformed address gets the normal challenge (its login
 * fails on the e-mail field anyway).
 */
export const captchaChallengeQuerySchema = z.object({
  email: z.string().max(MAX_EMAIL_LENGTH, { error: 'This e-mail address is too long.' }).optional(),
});

/**
 * An ALTCHA challenge (altcha-lib v2): the browser solves it and sends
 * base64(JSON({ challenge, solution })) as its captcha token.
 */
export const captchaChallengeReplySchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeReplySchema>;

/** What the login and sign-up forms need to know about this server. */
export const authOptionsReplySchema = z.object({
  recaptcha_site_key: z.string().nullable(),
  sso_providers: z.array(z.object({ id: z.string(), name: z.string() })),
  dev_mailbox: z.boolean(),
});
export type AuthOptionsReply = z.infer<typeof authOptionsReplySchema>;

export const ssoStartQuerySchema = z.object({
  operation: z.enum(['login', 'signup'], { error: 'operation must be login or signup.' }).default('login'),
  page_uri: plainText(2048).optional(),
  page_name: shortText(200).optional(),
  reference: shortText(200).optional(),
  signup_source: shortText(200).optional(),
});
export type SsoStartQuery = z.infer<typeof ssoStartQuerySchema>;
