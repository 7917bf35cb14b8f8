'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** True while the person is typing, when arrow keys belong to the field, not to navigation. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Left and right arrows (or [ and ]) go to the previous and next lesson. */
export function KeyboardNavigation({
  previousHref,
  nextHref,
}: {
  previousHref: string | null;
  nextHref: string | null;
}) {
  const router = useRouter();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target))
        return;
      if (document.querySelector('dialog[open]')) return;
      const href =
        event.key === 'ArrowLeft' || event.key === '['
          ? previousHref
          : event.key === 'ArrowRight' || event.key === ']'
            ? nextHref
            : null;
      if (!href) return;
      event.preventDefault();
      router.push(href);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [router, previousHref, nextHref]);
  return null;
}
