import type { ComponentType } from 'react';
import { GithubStudents } from '../growth/github-students';
import { ReferAFriend } from '../growth/refer-a-friend';

/**
 * The working part of an acquisition page, by slug: staff edit the page's words in
 * /staff/marketing, and the feature below them (the referral panel, the student verification)
 * stays the product's own.
 */
export const MARKETING_PAGE_SLOTS: Record<string, ComponentType> = {
  'refer-a-friend': ReferAFriend,
  'github-students': GithubStudents,
};
