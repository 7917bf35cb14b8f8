import { createHmac } from 'node:crypto';
import type { CaptchaChallenge } from '@learnbox/contracts';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';

/**
 * The embedded captcha (DESIGN.md section 3): ALTCHA proof of work, self-hosted. The api hands
 * out signed challenges; the browser finds the counter whose SHA-256 starts with the challenge's
 * key prefix (`altcha-lib`'s solver in a Web Worker) and sends `{ challenge, solution }` back as
 * base64 JSON, the widget's own payload format. Checking a solution costs one HMAC (deterministic
 * mode with a key signature), so verifying stays cheap however hard the puzzle is.
 */

/** `normal` for every form; `escalated` once an account has had several failed logins. */
export type CaptchaLevel = 'normal' | 'escalated';

/**
 * How many SHA-256 rounds the solver tries, drawn at random per challenge. Measured in headless
 * Chromium at about 10 µs a round (e2e accounts journey, on a busy 2-core machine: normal
 * 0.14-0.42 s, escalated 2.1 s): normal stays under a second on a slow phone, escalated is the
 * price of each further guess at a targeted account.
 */
export const CAPTCHA_WORK: Record<CaptchaLevel, { min: number; max: number }> = {
  normal: { min: 3_000, max: 10_000 },
  escalated: { min: 50_000, max: 100_000 },
};

/** A challenge must be solved and used within this time; its nonce is remembered as long. */
export const CHALLENGE_TTL_MS = 10 * 60_000;

const ALGORITHM = 'SHA-256';

export interface AltchaCaptcha {
  /** A fresh signed challenge of that level. */
  issue(level: CaptchaLevel): Promise<CaptchaChallenge>;
  /**
   * The level of a valid, unexpired solution used for the first time, else null (malformed,
   * forged, wrong, expired or replayed). A solution is spent by its first check.
   */
  redeem(token: string): Promise<CaptchaLevel | null>;
}

/** Separate keys for the challenge and key signatures, both derived from the api's secret. */
function deriveSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`learnbox altcha ${purpose}`).digest('hex');
}

/** The widget's payload: base64 of `{ challenge, solution }`; null for anything else. */
export function parseAltchaPayload(token: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (!parsed || typeof parsed !== 'object') return null;
    const { challenge, solution } = parsed as { challenge?: Challenge; solution?: Solution };
    if (!challenge || typeof challenge !== 'object' || !solution || typeof solution !== 'object') return null;
    const parameters = challenge.parameters as Challenge['parameters'] | undefined;
    if (!parameters || typeof parameters !== 'object' || typeof parameters.nonce !== 'string') return null;
    if (typeof challenge.signature !== 'string') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/** The embedded captcha; used nonces live in the shared limiter (memory or Redis) until expiry. */
export function createAltchaCaptcha(
  secret: string,
  limiter: RateLimiter,
  now: () => number = Date.now,
): AltchaCaptcha {
  const hmacSignatureSecret = deriveSecret(secret, 'challenge');
  const hmacKeySignatureSecret = deriveSecret(secret, 'key');
  return {
    async issue(level) {
      const work = CAPTCHA_WORK[level];
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(work.max, work.min),
        deriveKey,
        data: { level },
        expiresAt: Math.floor((now() + CHALLENGE_TTL_MS) / 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      if (!challenge.signature) throw new Error('altcha-lib returned an unsigned challenge.');
      return { parameters: challenge.parameters, signature: challenge.signature };
    },
    async redeem(token) {
      const payload = parseAltchaPayload(token);
      if (!payload) return null;
      const { challenge, solution } = payload;
      // Only our own algorithm: a forged "cheaper" one fails the signature anyway, but a name
      // deriveKey does not know would throw before that.
      if (challenge.parameters.algorithm !== ALGORITHM) return null;
      let verified = false;
      try {
        verified = (
          await verifySolution({
            challenge,
            solution,
            deriveKey,
            hmacSignatureSecret,
            hmacKeySignatureSecret,
          })
        ).verified;
      } catch {
        return null;
      }
      if (!verified) return null;
      const expiresAt = (challenge.parameters.expiresAt ?? 0) * 1000;
      if (expiresAt <= now()) return null;
      // Spent by its first use: a second hit on the nonce finds the budget of one used up.
      const replayed = await limiter.hit(`captcha-used:${challenge.parameters.nonce}`, {
        max: 1,
        windowMs: CHALLENGE_TTL_MS,
      });
      if (replayed > 0) return null;
      return challenge.parameters.data?.level === 'escalated' ? 'escalated' : 'normal';
    },
  };
}
