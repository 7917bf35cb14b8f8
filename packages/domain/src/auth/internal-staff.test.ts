import { describe, expect, it } from 'vitest';
import { INTERNAL_STAFF_EMAIL_DOMAIN, isInternalStaffEmail } from './internal-staff';

describe('internal staff by e-mail domain (spec section 1)', () => {
  it.each([
    ['ana@learnbox.dev', true],
    ['Ana@LearnBox.DEV', true],
    ['ana@learnbox.dev.evil.com', false],
    ['ana@evil-learnbox.dev', false],
    ['ana@sub.learnbox.dev', false],
    ['@learnbox.dev', false],
    ['learnbox.dev', false],
    ['', false],
    [null, false],
  ])('%j -> %s', (email, expected) => {
    expect(isInternalStaffEmail(email)).toBe(expected);
  });

  it('accepts another domain', () => {
    expect(INTERNAL_STAFF_EMAIL_DOMAIN).toBe('learnbox.dev');
    expect(isInternalStaffEmail('a@corp.example', 'corp.example')).toBe(true);
  });
});
