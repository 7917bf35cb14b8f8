'use client';

import type { NudgeInteraction, NudgeType } from '@learnbox/contracts/marketing';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { NUDGE_TEXTS } from '@learnbox/domain';
import { useEffect, useState } from 'react';
import { api } from '../api-client/api-client';
import { browserSessionStorage } from '../code-execution/code-widget-signup-offer';
import { buttonClasses } from '../layout/button-link';
import { useModalStore } from '../modal-state/modal-store';

/** POST /api/reader/log-nudge-interaction; a lost log never gets in the reader's way. */
function logNudge(nudgeType: NudgeType, interaction: NudgeInteraction): void {
  void api
    .call(apiRefs.marketing.logNudgeInteraction, {
      body: { nudge_type: nudgeType, interaction, text: NUDGE_TEXTS[nudgeType] },
    })
    .catch(() => undefined);
}

const DISMISSED_KEY = 'learnbox.signup-nudge-dismissed';

/**
 * The logged-out reader's nudge under a lesson: sign up to keep progress. "Not now" hides it for
 * the rest of the browser session; shown, clicked and dismissed are logged.
 */
export function SignupNudge() {
  const [hidden, setHidden] = useState(true);
  const open = useModalStore((state) => state.open);
  useEffect(() => {
    if (browserSessionStorage()?.getItem(DISMISSED_KEY) === 'true') return;
    setHidden(false);
    logNudge('signup_to_save_progress', 'shown');
  }, []);
  if (hidden) return null;
  const dismiss = () => {
    try {
      browserSessionStorage()?.setItem(DISMISSED_KEY, 'true');
    } catch {
      // Storage refused: it hides for this page only.
    }
    setHidden(true);
    logNudge('signup_to_save_progress', 'dismissed');
  };
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface-2 p-4"
      data-testid="signup-nudge"
    >
      <p className="flex-1 text-sm text-fg">{NUDGE_TEXTS.signup_to_save_progress}</p>
      <button
        type="button"
        className={buttonClasses()}
        onClick={() => {
          logNudge('signup_to_save_progress', 'clicked');
          open('Signup');
        }}
      >
        Sign up free
      </button>
      <button type="button" className={buttonClasses('secondary')} onClick={() => open('Login')}>
        Log in
      </button>
      <button
        type="button"
        className="text-sm text-muted hover:text-fg"
        onClick={dismiss}
        data-testid="signup-nudge-dismiss"
      >
        Not now
      </button>
    </div>
  );
}

/** Right after a learner completes a lesson: the nudge to the next one (shown and clicked are logged). */
export function NextLessonNudge({ href }: { href: string }) {
  useEffect(() => logNudge('next_lesson', 'shown'), []);
  return (
    <p className="w-full text-sm text-fg" data-testid="next-lesson-nudge">
      {NUDGE_TEXTS.next_lesson}{' '}
      <a
        href={href}
        className="font-semibold text-brand hover:underline"
        onClick={() => logNudge('next_lesson', 'clicked')}
      >
        Go to the next lesson →
      </a>
    </p>
  );
}
