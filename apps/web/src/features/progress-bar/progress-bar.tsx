'use client';

import { PROGRESS_BAR_SPEED_MS } from '@learnbox/domain';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isSameTabClick, showsProgress } from './progress-decision';

/** Event that code navigating with `router.push` can dispatch to show the bar too. */
export const ROUTE_PROGRESS_START_EVENT = 'learnbox:route-progress-start';
const TRICKLE_EVERY_MS = 200;
const START_AT = 0.08;
const TRICKLE_UP_TO = 0.9;
// A navigation that never lands (cancelled, prevented) must not leave the bar up forever.
const GIVE_UP_AFTER_MS = 15_000;

type Phase = 'idle' | 'running' | 'finishing' | 'fading';

/**
 * The top progress bar (spec section 2): starts on a same-tab link click or back/forward that
 * changes the path, finishes when the new path renders. App Router has no router events, so the
 * start is read from the click itself.
 */
export function ProgressBar() {
  const pathname = usePathname();
  const [phase, setPhase] = useState<Phase>('idle');
  const [value, setValue] = useState(0);
  const timers = useRef<number[]>([]);
  const trickle = useRef<number | undefined>(undefined);
  const lastHref = useRef('');

  const clearTimers = useCallback(() => {
    window.clearInterval(trickle.current);
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  }, []);

  const done = useCallback(() => {
    clearTimers();
    setPhase((current) => (current === 'idle' ? 'idle' : 'finishing'));
    setValue(1);
    timers.current.push(
      window.setTimeout(() => setPhase((p) => (p === 'finishing' ? 'fading' : p)), PROGRESS_BAR_SPEED_MS),
      window.setTimeout(() => setPhase((p) => (p === 'fading' ? 'idle' : p)), PROGRESS_BAR_SPEED_MS * 2),
    );
  }, [clearTimers]);

  const start = useCallback(() => {
    clearTimers();
    setPhase('running');
    setValue(START_AT);
    trickle.current = window.setInterval(() => {
      setValue((v) => Math.min(TRICKLE_UP_TO, v + (TRICKLE_UP_TO - v) * 0.08));
    }, TRICKLE_EVERY_MS);
    timers.current.push(window.setTimeout(done, GIVE_UP_AFTER_MS));
  }, [clearTimers, done]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const click = {
        button: event.button,
        metaKey: event.metaKey,
        ctrlKey: event.ctrlKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        target: anchor.target,
        download: anchor.hasAttribute('download'),
      };
      if (isSameTabClick(click) && showsProgress(window.location.href, anchor.href)) start();
    };
    // At popstate the location is already the new one; compare with the last rendered page.
    const onPopState = () => {
      if (lastHref.current && showsProgress(lastHref.current, window.location.href)) start();
    };
    // Capture phase: Next's <Link> handles the click before it would bubble up to us.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener(ROUTE_PROGRESS_START_EVENT, start);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener(ROUTE_PROGRESS_START_EVENT, start);
      clearTimers();
    };
  }, [start, clearTimers]);

  // A new path has rendered: the navigation has landed.
  useEffect(() => {
    if (lastHref.current && new URL(lastHref.current).pathname !== pathname) done();
    lastHref.current = window.location.href;
  }, [pathname, done]);

  if (phase === 'idle') return null;
  return (
    <div
      data-testid="progress-bar"
      data-state={phase}
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5"
      style={{ opacity: phase === 'fading' ? 0 : 1, transition: `opacity ${PROGRESS_BAR_SPEED_MS}ms ease` }}
    >
      <div
        className="h-full bg-brand shadow-[0_0_8px_var(--color-brand)] motion-reduce:transition-none"
        style={{ width: `${value * 100}%`, transition: `width ${PROGRESS_BAR_SPEED_MS}ms ease` }}
      />
    </div>
  );
}
