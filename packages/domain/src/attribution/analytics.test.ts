import { describe, expect, it } from 'vitest';
import { AUTOMATED_BOT_COOKIE } from './analytics';

describe('analytics (spec section 2)', () => {
  it('names the automated-bot cookie', () => {
    expect(AUTOMATED_BOT_COOKIE).toBe('automated_bot');
  });
});
