import { signExecutionToken, verifyExecutionToken } from '@learnbox/domain/execution/execution-token';
import { describe, expect, it, vi } from 'vitest';
import { VerifiedTokens } from './verified-tokens';

const secret = 'the-runner-secret-long-enough-for-tests';
const now = Date.UTC(2026, 11, 7, 12);
const tokenFor = (userId: string, expiresAt = now + 60_000, key = secret) =>
  signExecutionToken({ userId, tier: 'premium', caller: userId, runTier: 'paid', expiresAt }, key);

describe('VerifiedTokens', () => {
  it('answers a token it has verified as a fresh check would, from then on without the HMAC', async () => {
    const tokens = new VerifiedTokens(secret);
    const token = await tokenFor('learner-1');
    const fresh = await verifyExecutionToken(token, secret, now);
    const hmac = vi.spyOn(globalThis.crypto.subtle, 'sign');
    try {
      expect(await tokens.verify(token, now)).toEqual(fresh);
      expect(await tokens.verify(token, now + 1000)).toEqual(fresh);
      expect(hmac).toHaveBeenCalledTimes(1);
    } finally {
      hmac.mockRestore();
    }
  });

  it('never keeps a token that failed, so a forged one fails every time', async () => {
    const tokens = new VerifiedTokens(secret);
    const forged = await tokenFor('learner-1', now + 60_000, 'another-secret-entirely-long-enough');
    for (let i = 0; i < 2; i++)
      expect(await tokens.verify(forged, now)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(await tokens.verify('not.a-token', now)).toEqual({ ok: false, reason: 'malformed' });
    expect(tokens.size).toBe(0);
  });

  it('keys on the whole token: a verified payload with another signature is checked afresh', async () => {
    const tokens = new VerifiedTokens(secret);
    const token = await tokenFor('learner-1');
    await tokens.verify(token, now);
    const [payload] = token.split('.');
    const tampered = `${payload}.${'A'.repeat(43)}`;
    expect(await tokens.verify(tampered, now)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('still checks expiry on every run, and lets an expired token go', async () => {
    const tokens = new VerifiedTokens(secret);
    const token = await tokenFor('learner-1', now + 1000);
    expect((await tokens.verify(token, now)).ok).toBe(true);
    expect(await tokens.verify(token, now + 1000)).toEqual({ ok: false, reason: 'expired' });
    expect(tokens.size).toBe(0);
    expect(await tokens.verify(token, now + 2000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is bounded: the oldest token leaves when it is full, and is verified again when it comes back', async () => {
    const tokens = new VerifiedTokens(secret, 2);
    const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((user) => tokenFor(user)));
    for (const token of [a, b, c]) await tokens.verify(token as string, now);
    expect(tokens.size).toBe(2);
    expect((await tokens.verify(a as string, now)).ok).toBe(true);
    expect(tokens.size).toBe(2);
  });
});
