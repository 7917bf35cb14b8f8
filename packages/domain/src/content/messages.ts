/** What content features say to a visitor who must log in first. */

export const SHOT_LOGIN_TEXT = 'Log in to like or bookmark shots.';

export const PROGRESS_LOGIN_TEXT = 'Log in to keep track of your progress.';
