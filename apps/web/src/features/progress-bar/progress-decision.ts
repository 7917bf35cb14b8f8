import { PROFILE_EDIT_PATH } from '@learnbox/domain';

function isProfileEdit(pathname: string): boolean {
  return pathname === PROFILE_EDIT_PATH || pathname.startsWith(`${PROFILE_EDIT_PATH}/`);
}

/**
 * Does going from `from` to `to` show the top progress bar (spec section 2)?
 * - no for a shallow change: same path, only the query or hash differ;
 * - no on the profile edit page, whether leaving it or arriving there;
 * - no for another origin: that is a full page load with the browser's own indicator.
 */
export function showsProgress(from: string, to: string): boolean {
  const current = new URL(from);
  const next = new URL(to, current);
  if (next.origin !== current.origin) return false;
  if (normalise(next.pathname) === normalise(current.pathname)) return false;
  return !isProfileEdit(normalise(current.pathname)) && !isProfileEdit(normalise(next.pathname));
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The parts of a click that decide whether the page itself navigates. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** The anchor's target attribute ('' when absent). */
  target: string;
  download: boolean;
}

/** A plain left click on a same-tab link; modified clicks open a new tab or window instead. */
export function isSameTabClick(click: LinkClick): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (click.download) return false;
  return click.target === '' || click.target === '_self';
}
