import { describe, expect, it } from 'vitest';
import { closedUnanswered, isOnboardingOfferedOn, shouldOpenOnboarding } from './onboarding-offer';

describe('isOnboardingOfferedOn', () => {
  it.each(['/mycourses', '/mycourses?tab=tasks', '/learning-plans', '/learning-plans#top'])(
    "offers it on the learner's own page %s",
    (path) => {
      expect(isOnboardingOfferedOn(path)).toBe(true);
    },
  );

  it.each([
    '/',
    '/explore',
    '/courses/python-basics/hello',
    '/checkout/subscription-buy',
    '/onboarding',
    '/m/learn-to-code',
    '/pageeditor',
    '/enterprise-dashboard',
    '/certificates',
    '/learn',
    '/mycoursesx',
  ])('never on %s (a lesson, a checkout, an editor, the questionnaire page itself, a landing)', (path) => {
    expect(isOnboardingOfferedOn(path)).toBe(false);
  });
});

describe('shouldOpenOnboarding', () => {
  const arrival = { flagged: true, pathname: '/mycourses', openModal: null, offered: false };

  it("opens on a flagged learner's first arrival on an offer page", () => {
    expect(shouldOpenOnboarding(arrival)).toBe(true);
  });

  it('does not open without the flag, twice, over another modal or on another page', () => {
    expect(shouldOpenOnboarding({ ...arrival, flagged: false })).toBe(false);
    expect(shouldOpenOnboarding({ ...arrival, offered: true })).toBe(false);
    expect(shouldOpenOnboarding({ ...arrival, openModal: 'Login' })).toBe(false);
    expect(shouldOpenOnboarding({ ...arrival, pathname: '/courses/python-basics' })).toBe(false);
  });
});

describe('closedUnanswered', () => {
  it('is a dismissal when OnboardingModal closes while the offer stands', () => {
    expect(closedUnanswered('OnboardingModal', null, true)).toBe(true);
    expect(closedUnanswered('OnboardingModal', 'Login', true)).toBe(true);
  });

  it('is nothing after an answer (the flag is already off), or for another modal', () => {
    expect(closedUnanswered('OnboardingModal', null, false)).toBe(false);
    expect(closedUnanswered('Login', null, true)).toBe(false);
    expect(closedUnanswered(null, 'OnboardingModal', true)).toBe(false);
    expect(closedUnanswered('OnboardingModal', 'OnboardingModal', true)).toBe(false);
  });
});
