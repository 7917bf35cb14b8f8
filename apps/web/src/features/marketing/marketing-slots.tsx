import type { ReactNode } from 'react';

/**
 * Where the working parts of two acquisition pages go. The attribution feature (issue 17) builds
 * the referral-code panel of /refer-a-friend and the GitHub student verification of
 * /github-students as components; the lead puts them here at merge. Until then the page shows
 * only what its settings say, and these slots render nothing (no promise of a missing feature).
 */
export function ReferAFriendSlot(): ReactNode {
  return null;
}

export function GithubStudentsSlot(): ReactNode {
  return null;
}

/** The slot of each acquisition page that has one, by slug. */
export const MARKETING_PAGE_SLOTS: Record<string, () => ReactNode> = {
  'refer-a-friend': ReferAFriendSlot,
  'github-students': GithubStudentsSlot,
};
