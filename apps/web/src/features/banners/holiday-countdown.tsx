'use client';

import { getHolidayTimerState, parseHolidayTimer, splitCountdown, toResult } from '@learnbox/domain';
import { useEffect, useState } from 'react';

/** The holiday sale countdown (spec section 9 "Holiday banner timer"); nothing outside the sale. */
export function HolidayCountdown({ timer }: { timer: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const parsed = toResult(() => parseHolidayTimer(timer));
  if (now === null || !parsed.ok) return null;
  const state = getHolidayTimerState(parsed.value, now);
  if (state.status !== 'running') return null;
  const { days, hours, minutes, seconds } = splitCountdown(state.remainingMs);
  return (
    <span className="shrink-0 whitespace-nowrap font-mono" data-testid="holiday-countdown">
      {/* The label gives way on narrow screens (the banner is one line), not for screen readers. */}
      <span className="sr-only sm:not-sr-only">Ends in </span>
      {days > 0 ? `${days}d ` : ''}
      {String(hours).padStart(2, '0')}:{String(minutes).padStart(2, '0')}:{String(seconds).padStart(2, '0')}
    </span>
  );
}
