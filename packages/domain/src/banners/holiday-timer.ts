import { DomainError } from '../errors/domain-error';

const HOUR_MS = 3_600_000;

/**
 * A holiday banner timer: a comma list of end time, start time and repeat-hours
 * (spec section 9 "Holiday banner timer").
 */
export interface HolidayTimer {
  /** Epoch ms when the offer finally ends. */
  endsAt: number;
  /** Epoch ms when the offer starts. */
  startsAt: number;
  /** Length of one countdown period in hours; 0 means the countdown runs straight to the end. */
  repeatHours: number;
}

/** Where a holiday countdown stands (spec section 9). */
export type HolidayTimerState =
  | { status: 'upcoming'; startsAt: number }
  | { status: 'running'; countdownEndsAt: number; remainingMs: number }
  | { status: 'ended' };

function parseInstant(text: string, label: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  // A time without a zone would be read in the viewer's zone and end the sale at different
  // instants for different people, so only ISO-8601 with Z or an offset is accepted.
  const instant = /(Z|[+-]\d{2}:?\d{2})$/i.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(instant)) {
    throw new DomainError(
      `Holiday timer ${label} must be epoch milliseconds or an ISO time with a zone (got '${text}')`,
    );
  }
  return instant;
}

/**
 * Parses 'end,start,repeat-hours' (spec section 9). Times are epoch ms or ISO-8601 with a zone;
 * a missing or empty repeat-hours means no repeat. Throws a DomainError saying what is wrong.
 */
export function parseHolidayTimer(value: string): HolidayTimer {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length < 2 || parts.length > 3 || !parts[0] || !parts[1]) {
    throw new DomainError(`Holiday timer must look like end,start,repeat-hours (got '${value}')`);
  }
  const endsAt = parseInstant(parts[0], 'end');
  const startsAt = parseInstant(parts[1], 'start');
  const repeatText = parts[2] ?? '';
  const repeatHours = repeatText === '' ? 0 : Number(repeatText);
  if (!Number.isFinite(repeatHours) || repeatHours < 0) {
    throw new DomainError(
      `Holiday timer repeat-hours must be a number of hours, 0 or more (got '${repeatText}')`,
    );
  }
  return { endsAt, startsAt, repeatHours };
}

/**
 * Where the countdown stands at `now` (spec section 9: "The end is moved back in whole periods
 * until it is within one period"). Before the start it is upcoming; at or after the real end it
 * has ended; in between, the countdown targets the end moved back by whole periods so that it
 * lies within one period of now (a daily offer counts down to the next boundary aligned with the
 * real end). An end many periods in the past is simply ended: moving back cannot revive it.
 * Computed with a remainder, not a loop, so a far-off end costs nothing.
 */
export function getHolidayTimerState(timer: HolidayTimer, now: number): HolidayTimerState {
  if (now < timer.startsAt) return { status: 'upcoming', startsAt: timer.startsAt };
  if (now >= timer.endsAt) return { status: 'ended' };
  const period = timer.repeatHours * HOUR_MS;
  const untilEnd = timer.endsAt - now;
  const remainingMs = period > 0 ? untilEnd % period || period : untilEnd;
  return { status: 'running', countdownEndsAt: now + remainingMs, remainingMs };
}

/** Splits a remaining time into the parts a countdown shows (spec section 9 "Holiday banner timer"). */
export function splitCountdown(remainingMs: number): {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
} {
  const totalSeconds = Math.max(0, Math.floor(remainingMs / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
