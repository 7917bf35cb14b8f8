import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter';

/**
 * The limits of the account endpoints; tests and the bench raise them. Failed logins follow
 * OWASP's Authentication Cheat Sheet: no hard lockout of an account (anyone could lock its owner
 * out), but the guesser's address is throttled, per account and across accounts, and an account
 * under attack asks every login for a harder captcha.
 */
export interface AuthRateLimits {
  /** Failed logins per account from any address: past it, logins need the escalated captcha. */
  loginPerAccount: RateLimitRule;
  /** Failed logins per account from one address: past it, that address waits (429). */
  loginPerAccountAndIp: RateLimitRule;
  /** Failed logins per address across accounts (credential stuffing, password spraying). */
  loginFailuresPerIp: RateLimitRule;
  /** Login attempts per client address. */
  loginPerIp: RateLimitRule;
  /** Captcha challenges per client address. */
  captchaChallengePerIp: RateLimitRule;
  /** Sign-ups per client address. */
  signupPerIp: RateLimitRule;
  /** Mails (reset, verification) per address: stops mail bombing a victim. */
  mailPerAccount: RateLimitRule;
  /** Mail requests per client address. */
  mailPerIp: RateLimitRule;
  /** Two-factor and token checks per client address. */
  codePerIp: RateLimitRule;
  /**
   * Wrong second-factor codes per account, from anywhere: a windowed bound, so a guesser who has
   * the password gets about a thousand tries a day at a million codes, and the owner waits at most
   * one window.
   */
  codePerAccount: RateLimitRule;
  /** Session revocations per user (the list's Log out buttons): bounds a scripted loop. */
  sessionRevokePerUser: RateLimitRule;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  loginPerAccount: { max: 5, windowMs: 60 * 60_000 },
  loginPerAccountAndIp: { max: 10, windowMs: 15 * 60_000 },
  // Above loginPerIp: a burst is stopped by the minute budget, a steady spray by this one.
  loginFailuresPerIp: { max: 100, windowMs: 15 * 60_000 },
  loginPerIp: { max: 60, windowMs: 60_000 },
  // Above loginPerIp: a login form may fetch a second, harder challenge.
  captchaChallengePerIp: { max: 120, windowMs: 60_000 },
  signupPerIp: { max: 20, windowMs: 60 * 60_000 },
  mailPerAccount: { max: 5, windowMs: 15 * 60_000 },
  mailPerIp: { max: 30, windowMs: 15 * 60_000 },
  codePerIp: { max: 30, windowMs: 5 * 60_000 },
  codePerAccount: { max: 10, windowMs: 15 * 60_000 },
  sessionRevokePerUser: { max: 30, windowMs: 60_000 },
};

/** Wrong passwords and second-factor codes of one signed-in or half-signed-in account. */
export const codeAccountKey = (userId: string) => `code-account:${userId}`;
