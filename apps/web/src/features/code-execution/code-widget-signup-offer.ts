import { CODE_WIDGET_SIGNUP_AFTER_RUNS } from '@learnbox/domain';

const RUNS_KEY = 'learnbox.code-widget-runs';
const OFFERED_KEY = 'learnbox.code-widget-signup-offered';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Counts a logged-out visitor's code-widget run and says whether to offer CodeWidgetSignupModal
 * now: after the third run, once per browser session (sessionStorage forgets both at the end).
 */
export function countRunAndShouldOffer(storage: SessionStore | null): boolean {
  if (!storage) return false;
  try {
    const runs = (Number.parseInt(storage.getItem(RUNS_KEY) ?? '0', 10) || 0) + 1;
    storage.setItem(RUNS_KEY, String(runs));
    if (runs < CODE_WIDGET_SIGNUP_AFTER_RUNS || storage.getItem(OFFERED_KEY) === 'true') return false;
    storage.setItem(OFFERED_KEY, 'true');
    return true;
  } catch {
    // Storage refused (private mode, quota): no offer rather than one on every run.
    return false;
  }
}

/** This tab's sessionStorage, or null where there is none (server, blocked storage). */
export function browserSessionStorage(): SessionStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
