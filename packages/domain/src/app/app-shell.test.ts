import { describe, expect, it } from 'vitest';
import {
  BOT_PAGE_MESSAGE,
  BOT_PAGE_REPLACEMENT_DELAY_MS,
  isModalName,
  MODAL_NAMES,
  PROGRESS_BAR_SPEED_MS,
  skipsUserInfoAtStartup,
} from './app-shell';

describe('app shell (spec sections 2 and 9)', () => {
  it('has the timings and bot message', () => {
    expect(PROGRESS_BAR_SPEED_MS).toBe(1000);
    expect(BOT_PAGE_REPLACEMENT_DELAY_MS).toBe(5000);
    expect(BOT_PAGE_MESSAGE).toBe('Something went wrong!');
  });

  it('lists the twenty modals', () => {
    expect(MODAL_NAMES).toHaveLength(20);
    expect(isModalName('ShotFeedbackModal')).toBe(true);
    expect(isModalName('Checkout')).toBe(false);
    expect(isModalName(1)).toBe(false);
  });

  it.each([
    ['/enterprise-trial/abc', true],
    ['/enterprise-signup/abc', true],
    ['/signup-and-reset-password/abc', true],
    ['/enterprise', false],
    ['/login', false],
  ])('skips user info on %s: %s', (path, expected) => {
    expect(skipsUserInfoAtStartup(path)).toBe(expected);
  });
});
