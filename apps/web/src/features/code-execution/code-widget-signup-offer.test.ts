import { CODE_WIDGET_SIGNUP_AFTER_RUNS } from '@learnbox/domain';
import { describe, expect, it } from 'vitest';
import { countRunAndShouldOffer } from './code-widget-signup-offer';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

describe('CodeWidgetSignupModal offer', () => {
  it('is offered once, on the third run of the session', () => {
    expect(CODE_WIDGET_SIGNUP_AFTER_RUNS).toBe(3);
    const storage = memoryStorage();
    const offers = Array.from({ length: 6 }, () => countRunAndShouldOffer(storage));
    expect(offers).toEqual([false, false, true, false, false, false]);
  });

  it('offers nothing without storage or when storage throws', () => {
    expect(countRunAndShouldOffer(null)).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    for (let run = 0; run < 4; run += 1) expect(countRunAndShouldOffer(broken)).toBe(false);
  });
});
