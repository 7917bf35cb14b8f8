import { describe, expect, it } from 'vitest';
import { isEmailPlusTrick, TRIAL_CARD_REUSED_MESSAGE, TRIAL_EMAIL_PLUS_MESSAGE } from './trial-rules';

describe('trial rules (spec section 8)', () => {
  it.each([
    ['sam+1@example.com', true],
    ['sam+trial@example.com', true],
    ['sam@example.com', false],
    ['sam@ex+ample.com', false],
    ['', false],
  ])('%s is the email+1 trick: %s', (email, expected) => {
    expect(isEmailPlusTrick(email)).toBe(expected);
  });

  it('has the spec messages', () => {
    expect(TRIAL_EMAIL_PLUS_MESSAGE).toBe('Trial cannot be purchased with email+1 trick.');
    expect(TRIAL_CARD_REUSED_MESSAGE).toBe('This payment method has already been used for a B2C Free Trial.');
  });
});
