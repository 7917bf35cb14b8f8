import { describe, expect, it } from 'vitest';
import { hasTrustedEmail, normalizeEmail, trustedEmail } from './trusted-email';

describe('trusted e-mail: an address counts only once verified (issue 10)', () => {
  it.each([
    [{ email: 'Ana@Example.COM ', emailVerified: true }, 'ana@example.com'],
    [{ email: 'ana@example.com', emailVerified: false }, null],
    [{ email: 'ana@example.com', emailVerified: null }, null],
    [{ email: 'ana@example.com', emailVerified: undefined }, null],
    [{ email: '   ', emailVerified: true }, null],
    [{ email: null, emailVerified: true }, null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (user, expected) => {
    expect(trustedEmail(user)).toBe(expected);
  });

  it('matches an address only against a verified account', () => {
    const verified = { email: 'ana@example.com', emailVerified: true };
    expect(hasTrustedEmail(verified, ' ANA@example.com')).toBe(true);
    expect(hasTrustedEmail(verified, 'bob@example.com')).toBe(false);
    expect(hasTrustedEmail(verified, '')).toBe(false);
    expect(hasTrustedEmail(verified, null)).toBe(false);
    expect(hasTrustedEmail({ ...verified, emailVerified: false }, 'ana@example.com')).toBe(false);
    expect(hasTrustedEmail(null, 'ana@example.com')).toBe(false);
  });

  it('normalizes for comparison', () => {
    expect(normalizeEmail('  Bob@Example.Org ')).toBe('bob@example.org');
  });
});
