'use client';

import { type RefObject, useEffect, useRef } from 'react';

/**
 * A ref that takes focus whenever `shown` changes to a truthy value: a reply, step or confirmation
 * that replaces the form (and the button that had focus) gets the keyboard instead of the page's
 * start. A new truthy value (another notice) focuses again.
 */
export function useFocusWhenShown<T extends HTMLElement>(shown: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}
