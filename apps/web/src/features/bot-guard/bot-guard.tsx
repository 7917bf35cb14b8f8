'use client';

import { BOT_PAGE_MESSAGE, BOT_PAGE_REPLACEMENT_DELAY_MS } from '@learnbox/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { AUTOMATED_BOT_COOKIE, looksAutomated, readAutomationHints } from './bot-guard-decision';

/**
 * Replaces the whole page with the spec's message when the browser looks automated (spec section 2),
 * after the spec's delay. `active` comes from the server (BOT_GUARD and the bypass cookie).
 */
export function BotGuard({ active, children }: { active: boolean; children: ReactNode }) {
  const [replaced, setReplaced] = useState(false);

  useEffect(() => {
    if (!looksAutomated(readAutomationHints(window))) return;
    // Marked even when the guard is off: analytics skips bots either way.
    // biome-ignore lint/suspicious/noDocumentCookie: read by analytics code, a plain session cookie is enough
    document.cookie = `${AUTOMATED_BOT_COOKIE}=1; Path=/; SameSite=Lax`;
    if (!active) return;
    const timer = window.setTimeout(() => setReplaced(true), BOT_PAGE_REPLACEMENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [active]);

  if (!replaced) return children;
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas p-6 text-center">
      <p data-testid="bot-guard-message" role="alert" className="text-2xl font-semibold text-fg">
        {BOT_PAGE_MESSAGE}
      </p>
    </main>
  );
}
