import { describe, expect, it } from 'vitest';
import { INTERNAL_STAFF_EMAIL_DOMAIN, isInternalStaff } from './internal-staff';

const verified = (email: string | null) => ({ email, emailVerified: true });

describe('internal staff by verified e-mail domain (spec section 1; issue 10)', () => {
  it.each([
    ['ana@learnbox.dev', true],
    ['Ana@LearnBox.DEV', true],
    [' ana@learnbox.dev ', true],
    ['ana@learnbox.dev.evil.com', false],
    ['ana@evil-learnbox.dev', false],
    ['ana@sub.learnbox.dev', false],
    ['@learnbox.dev', false],
    ['learnbox.dev', false],
    ['', false],
    [null, false],
  ])('verified %j -> %s', (email, expected) => {
    expect(isInternalStaff(verified(email))).toBe(expected);
  });

  it('never counts an unverified address, however exact the domain', () => {
    expect(isInternalStaff({ email: 'ana@learnbox.dev', emailVerified: false })).toBe(false);
    expect(isInternalStaff({ email: 'ana@learnbox.dev', emailVerified: undefined })).toBe(false);
    expect(isInternalStaff(null)).toBe(false);
  });

  it('accepts another domain', () => {
    expect(INTERNAL_STAFF_EMAIL_DOMAIN).toBe('learnbox.dev');
    expect(isInternalStaff(verified('a@corp.example'), 'corp.example')).toBe(true);
    expect(isInternalStaff({ email: 'a@corp.example', emailVerified: false }, 'corp.example')).toBe(false);
  });
});
