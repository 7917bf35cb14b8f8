import { type ModalName, matchesPathPrefix } from '@learnbox/domain';

/**
 * Where a new learner is offered OnboardingModal by itself. The spec names the flag (section 3
 * "show_onboarding_questionnaire") but not the page; we offer it on the learner's own learning
 * pages of spec section 2 "Discovery and accounts", /mycourses and /learning-plans, where a new
 * account starts with nothing to resume and chooses what to learn. Never in the middle of a
 * lesson, a checkout, an editor, a marketing page or the page they signed up on.
 */
export const ONBOARDING_OFFER_PATHS: readonly string[] = ['/mycourses', '/learning-plans'];

/** Whether OnboardingModal may open by itself on a path; query and hash are ignored. */
export function isOnboardingOfferedOn(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] || '/';
  return ONBOARDING_OFFER_PATHS.some((prefix) => matchesPathPrefix(pathname, prefix));
}

export interface OnboardingOfferState {
  /** User info's show_onboarding_questionnaire (false when logged out). */
  flagged: boolean;
  pathname: string;
  /** The modal open now, if any: the offer never covers another modal. */
  openModal: ModalName | null;
  /** Already offered in this page session: once is enough, whatever the server says. */
  offered: boolean;
}

/** Open OnboardingModal now: a flagged learner's first arrival on one of the offer's pages. */
export function shouldOpenOnboarding(state: OnboardingOfferState): boolean {
  return state.flagged && !state.offered && state.openModal === null && isOnboardingOfferedOn(state.pathname);
}

/**
 * OnboardingModal just closed while user info still offers it: closed unanswered (an answer
 * clears the flag on the server before the recommendation shows), so the offer is dismissed.
 */
export function closedUnanswered(
  previous: ModalName | null,
  current: ModalName | null,
  flagged: boolean,
): boolean {
  return flagged && previous === 'OnboardingModal' && current !== 'OnboardingModal';
}
