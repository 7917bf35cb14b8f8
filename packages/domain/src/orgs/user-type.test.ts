import { describe, expect, it } from 'vitest';
import { getUserType, needsPersonalTrialHandling } from './user-type';

describe('user type (spec section 6)', () => {
  it.each([
    [{ loggedIn: false, email: 'a@learnbox.dev' }, 'logged-out'],
    [
      { loggedIn: true, email: 'a@learnbox.dev', emailVerified: true, organizationCount: 2 },
      'internal-staff',
    ],
    [{ loggedIn: true, email: 'a@learnbox.dev', emailVerified: false, organizationCount: 2 }, 'b2b'],
    [{ loggedIn: true, email: 'a@learnbox.dev' }, 'b2c'],
    [{ loggedIn: true, email: 'a@acme.com', organizationCount: 1 }, 'b2b'],
    [{ loggedIn: true, email: 'a@acme.com', organizationCount: 0 }, 'b2c'],
    [{ loggedIn: true }, 'b2c'],
    [{ loggedIn: true, email: 'a@acme.com', emailVerified: true, staffDomain: 'acme.com' }, 'internal-staff'],
  ])('%j is %s', (input, expected) => {
    expect(getUserType(input)).toBe(expected);
  });
});

describe('personal trial special handling (spec section 4)', () => {
  const trial = { hasActiveB2cTrial: true, hasValidEnterpriseSubscription: false, hasEnterpriseTrial: false };
  it.each([
    ['active trial, no enterprise', { ...trial, path: '/explore' }, true],
    ['on /unlimited', { ...trial, path: '/unlimited' }, false],
    ['on /unlimited with query', { ...trial, path: '/unlimited?coupon=x' }, false],
    ['on /unlimited-offers (another page)', { ...trial, path: '/unlimited-offers' }, true],
    ['valid enterprise subscription', { ...trial, hasValidEnterpriseSubscription: true, path: '/' }, false],
    ['enterprise trial', { ...trial, hasEnterpriseTrial: true, path: '/' }, false],
    ['no personal trial', { ...trial, hasActiveB2cTrial: false, path: '/' }, false],
  ])('%s', (_name, input, expected) => {
    expect(needsPersonalTrialHandling(input)).toBe(expected);
  });
});
