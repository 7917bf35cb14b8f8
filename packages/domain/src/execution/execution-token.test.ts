import { describe, expect, it } from 'vitest';
import { signExecutionToken, verifyExecutionToken } from './execution-token';

const secret = 'a-test-secret-that-is-at-least-32-characters';
const claims = {
  userId: 'user-42',
  tier: 'premium',
  caller: 'user-42',
  runTier: 'paid' as const,
  expiresAt: 1_700_000_060_000,
};
const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
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
    ['caller empty', `${encode({ ...claims, caller: '' })}.YQ`],
    ['run tier unknown', `${encode({ ...claims, runTier: 'gold' })}.YQ`],
    ['run tier without caller', `${encode({ ...claims, caller: undefined })}.YQ`],
  ])('calls a token malformed when %s', async (_name, token) => {
    expect(await verifyExecutionToken(token, secret, now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('carries the caller and run tier, and a forged tier breaks the signature', async () => {
    const anonymous = {
      ...claims,
      userId: 'anonymous',
      caller: 'anon:203.0.113.9',
      runTier: 'anonymous' as const,
    };
    const token = await signExecutionToken(anonymous, secret);
    expect(await verifyExecutionToken(token, secret, now)).toEqual({ ok: true, claims: anonymous });
    const [, signature] = token.split('.');
    expect(
      await verifyExecutionToken(`${encode({ ...anonymous, runTier: 'paid' })}.${signature}`, secret, now),
    ).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('treats a genuine token without caller claims (signed before they existed) as expired', async () => {
    // Signed by hand the way tokens were signed before: userId, tier and expiresAt only.
    const payload = encode({ userId: 'user-42', tier: 'premium', expiresAt: claims.expiresAt });
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(payload)));
    const signature = btoa(String.fromCharCode(...mac))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(await verifyExecutionToken(`${payload}.${signature}`, secret, now)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await verifyExecutionToken(`${payload}.${signature}x`, secret, now)).toMatchObject({ ok: false });
  });

  it('keeps only the known claims', async () => {
    const token = await signExecutionToken({ ...claims, extra: 'x' } as typeof claims, secret);
    const [payload = ''] = token.split('.');
    expect(JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))).toEqual(claims);
  });
});
