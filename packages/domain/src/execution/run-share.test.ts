import { describe, expect, it } from 'vitest';
import { isRunTier, RUN_TIERS, runCallerKey, runTierOf } from './run-share';

describe('run share (DESIGN section 9)', () => {
  it('charges a signed-in run to the user and a logged-out one to the client address', () => {
    expect(runCallerKey('usr_1', '203.0.113.9')).toBe('usr_1');
    expect(runCallerKey(null, '203.0.113.9')).toBe('anon:203.0.113.9');
    expect(runCallerKey(null, '2001:db8::1')).toBe('anon:2001:db8::1');
  });

  it.each([
    [{ signedIn: false, paid: false }, 'anonymous'],
    [{ signedIn: false, paid: true }, 'anonymous'],
    [{ signedIn: true, paid: false }, 'free'],
    [{ signedIn: true, paid: true }, 'paid'],
  ])('%j -> %s', (caller, tier) => {
    expect(runTierOf(caller)).toBe(tier);
  });

  it('knows exactly three tiers', () => {
    expect(RUN_TIERS).toEqual(['anonymous', 'free', 'paid']);
    expect(isRunTier('paid')).toBe(true);
    expect(isRunTier('premium')).toBe(false);
    expect(isRunTier(undefined)).toBe(false);
  });
});
