/** What content features say to a visitor who must log in first. */

export const SHOT_LOGIN_TEXT = 'Log in to like or bookmark shots.';

export const PROGRESS_LOGIN_TEXT = 'Log in to keep track of your progress.';

/** How a course page says what access the reader has to it (by the state of its access summary). */
export const COURSE_ACCESS_TEXT = {
  free: 'Free for everyone',
  owned: 'You own this course',
  subscribed: 'Included in your subscription',
  author: 'You are an author of this course',
  preview: 'The first lesson is free to read',
} as const;
