import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_READY_POLL_MS,
  ANALYTICS_READY_WAIT_MS,
  AUTOMATED_BOT_COOKIE,
  COURSE_PAGE_LOAD_SAMPLE_RATE,
  countAnalyticsReadyPolls,
  SUBSCRIPTION_PLANS_FETCH_ATTEMPTS,
  shouldPushAnalytics,
  shouldSample,
} from './analytics';

describe('analytics constants (spec section 9)', () => {
  it('has the values', () => {
    expect(COURSE_PAGE_LOAD_SAMPLE_RATE).toBe(0.01);
    expect(ANALYTICS_READY_WAIT_MS).toBe(5000);
    expect(ANALYTICS_READY_POLL_MS).toBe(100);
    expect(SUBSCRIPTION_PLANS_FETCH_ATTEMPTS).toBe(3);
    expect(countAnalyticsReadyPolls()).toBe(50);
  });

  it.each([
    [0, true],
    [0.0099, true],
    [0.01, false],
    [0.5, false],
  ])('random %d sampled: %s', (r, expected) => {
    expect(shouldSample(() => r)).toBe(expected);
  });

  it.each([
    [{}, true],
    [{ [AUTOMATED_BOT_COOKIE]: 'false' }, true],
    [{ [AUTOMATED_BOT_COOKIE]: '' }, true],
    [{ [AUTOMATED_BOT_COOKIE]: 'true' }, false],
    [{ [AUTOMATED_BOT_COOKIE]: '1' }, false],
  ])('bot cookie %j pushes: %s (spec section 2)', (cookies, expected) => {
    expect(shouldPushAnalytics(cookies)).toBe(expected);
  });
});
