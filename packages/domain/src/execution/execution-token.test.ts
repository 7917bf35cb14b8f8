import { describe, expect, it } from 'vitest';
import { signExecutionToken, verifyExecutionToken } from './execution-token';

const secret = 'a-test-secret-that-is-at-least-32-characters';
const claims = { userId: 'user-42', tier: 'premium', expiresAt: 1_700_000_060_000 };
const now = 1_700_000_000_000;

describe('execution token', () => {
  it('round-trips the claims through sign and verify', async () => {
    const token = await signExecutionToken(claims, secret);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(await verifyExecutionToken(token, secret, now)).toEqual({ ok: true, claims });
    expect(await verifyExecutionToken(token, secret, new Date(now))).toEqual({ ok: true, claims });
  });

  it('is expired at and after expiresAt', async () => {
    const token = await signExecutionToken(claims, secret);
    expect(await verifyExecutionToken(token, secret, claims.expiresAt - 1)).toMatchObject({ ok: true });
    expect(await verifyExecutionToken(token, secret, claims.expiresAt)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('rejects another secret and any edited payload as a bad signature', async () => {
    const token = await signExecutionToken(claims, secret);
    expect(await verifyExecutionToken(token, `${secret}x`, now)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    const [, signature] = token.split('.');
    const forged = btoa(JSON.stringify({ ...claims, userId: 'someone-else' })).replace(/=+$/, '');
    expect(await verifyExecutionToken(`${forged}.${signature}`, secret, now)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('reports a forged expired token as forged, not expired', async () => {
    const token = await signExecutionToken(claims, 'another-secret-of-more-than-32-characters');
    expect(await verifyExecutionToken(token, secret, claims.expiresAt + 1)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it.each([
    ['empty', ''],
    ['one part', 'abc'],
    ['three parts', 'a.b.c'],
    ['not base64url', 'a+b.c/d'],
    ['padded', 'YQ==.YQ'],
    ['payload not json', `${btoa('nope').replace(/=+$/, '')}.YQ`],
    ['claims missing', `${btoa(JSON.stringify({ userId: 'u' })).replace(/=+$/, '')}.YQ`],
    [
      'expiry not a number',
      `${btoa(JSON.stringify({ ...claims, expiresAt: 'later' })).replace(/=+$/, '')}.YQ`,
    ],
  ])('calls a token malformed when %s', async (_name, token) => {
    expect(await verifyExecutionToken(token, secret, now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('keeps only the three known claims', async () => {
    const token = await signExecutionToken({ ...claims, extra: 'x' } as typeof claims, secret);
    const [payload = ''] = token.split('.');
    expect(JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))).toEqual(claims);
  });
});
