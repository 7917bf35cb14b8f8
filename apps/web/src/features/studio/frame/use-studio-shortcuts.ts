'use client';

import { useEffect, useRef } from 'react';
import { isTextField, matchShortcut, type Shortcut, type ShortcutAction } from './shortcuts';

export type ShortcutHandlers = Partial<Record<ShortcutAction, () => void>>;

/**
 * Listens on the window for the studio's shortcuts and runs the handler of the matched action.
 * An action without a handler (a screen with no preview, say) leaves the key to the browser.
 */
export function useStudioShortcuts(table: readonly Shortcut[], handlers: ShortcutHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const shortcut = matchShortcut(
        {
          key: event.key,
          code: event.code,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          shiftKey: event.shiftKey,
          altKey: event.altKey,
          inTextField: isTextField(event.target),
        },
        table,
      );
      const run = shortcut ? latest.current[shortcut.action] : undefined;
      if (!run) return;
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [table]);
}
