/**
 * Where keyboard focus goes when a dialog opens and closes. The rule for screen-reader and
 * keyboard users: opening puts them in the first field to fill in; closing puts them back on
 * what opened the dialog, and when that is gone (logging in swaps the header's "Log in" button
 * for the user menu, a refreshed page replaces its "Sign up" prompt) on the page's main heading,
 * never on <body>, which would throw them back to the top of the document.
 */

const FIRST_FIELD =
  '[data-autofocus], input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** How long after a close a removed opener still counts as "the dialog's doing" (session refetch, page refresh). */
const SETTLE_MS = 5_000;

/** The first field of the dialog's form, or nothing (then the browser's choice stands). */
export function focusFirstField(dialog: HTMLElement): void {
  const field = dialog.querySelector<HTMLElement>(FIRST_FIELD);
  field?.focus();
}

/** The page's main heading (made focusable from script only), or the main landmark itself. */
export function focusMainHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  const target = heading ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

function focusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

let stopWatching: (() => void) | null = null;

/**
 * Focus back to the opener, and for a few seconds after, rescue focus if the opener disappears
 * under it: the session or page update that follows a login lands after the dialog has closed.
 */
export function restoreFocus(opener: HTMLElement | null): void {
  stopWatching?.();
  if (opener?.isConnected) opener.focus();
  else focusMainHeading();
  if (!opener) return;
  const observer = new MutationObserver(() => {
    if (!opener.isConnected && focusLost()) {
      focusMainHeading();
      stop();
    }
  });
  const timer = setTimeout(() => stop(), SETTLE_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    if (stopWatching === stop) stopWatching = null;
  };
  observer.observe(document.body, { childList: true, subtree: true });
  stopWatching = stop;
}

/** A new dialog opened: it owns focus now, so an earlier close stops watching. */
export function stopRestoringFocus(): void {
  stopWatching?.();
}
