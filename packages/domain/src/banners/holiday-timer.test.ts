import { describe, expect, it } from 'vitest';
import { getHolidayTimerState, parseHolidayTimer, splitCountdown } from './holiday-timer';

const HOUR = 3_600_000;
const START = Date.UTC(2025, 10, 20);
const END = Date.UTC(2025, 11, 1);

describe('holiday timer parsing (spec section 9)', () => {
  it.each([
    [`${END},${START},24`, { endsAt: END, startsAt: START, repeatHours: 24 }],
    ['2025-12-01T00:00:00Z, 2025-11-20T00:00:00Z, 12', { endsAt: END, startsAt: START, repeatHours: 12 }],
    ['2025-12-01T05:30:00+05:30,2025-11-20T00:00:00Z', { endsAt: END, startsAt: START, repeatHours: 0 }],
    [`${END},${START},`, { endsAt: END, startsAt: START, repeatHours: 0 }],
    [`${END},${START},1.5`, { endsAt: END, startsAt: START, repeatHours: 1.5 }],
  ])('parses %j', (value, expected) => {
    expect(parseHolidayTimer(value)).toEqual(expected);
  });

  it.each([
    ['', 'Holiday timer must look like end,start,repeat-hours'],
    [`${END}`, 'must look like end,start,repeat-hours'],
    [`${END},${START},24,1`, 'must look like end,start,repeat-hours'],
    [`,${START},24`, 'must look like end,start,repeat-hours'],
    [
      `2025-12-01,${START},24`,
      "Holiday timer end must be epoch milliseconds or an ISO time with a zone (got '2025-12-01')",
    ],
    [`${END},soon,24`, 'Holiday timer start must be'],
    [`${END},${START},-1`, "Holiday timer repeat-hours must be a number of hours, 0 or more (got '-1')"],
    [`${END},${START},daily`, 'repeat-hours must be a number'],
  ])('rejects %j', (value, message) => {
    expect(() => parseHolidayTimer(value)).toThrow(message);
  });
});

describe('holiday timer state (spec section 9: end moved back in whole periods)', () => {
  const daily = { endsAt: END, startsAt: START, repeatHours: 24 };

  it('is upcoming before the start', () => {
    expect(getHolidayTimerState(daily, START - 1)).toEqual({ status: 'upcoming', startsAt: START });
  });

  it('moves a far end back to within one period', () => {
    const now = START + 5 * HOUR;
    expect(getHolidayTimerState(daily, now)).toEqual({
      status: 'running',
      countdownEndsAt: START + 24 * HOUR,
      remainingMs: 19 * HOUR,
    });
  });

  it('counts to the real end in the last period', () => {
    const now = END - 3 * HOUR;
    expect(getHolidayTimerState(daily, now)).toEqual({
      status: 'running',
      countdownEndsAt: END,
      remainingMs: 3 * HOUR,
    });
  });

  it('shows a full period exactly on a boundary', () => {
    const now = END - 48 * HOUR;
    expect(getHolidayTimerState(daily, now)).toMatchObject({
      remainingMs: 24 * HOUR,
      countdownEndsAt: now + 24 * HOUR,
    });
  });

  it('has ended at the end', () => {
    expect(getHolidayTimerState(daily, END)).toEqual({ status: 'ended' });
  });

  it('has ended when the end is many periods in the past, without looping', () => {
    const now = END + 10_000 * 24 * HOUR + 5;
    expect(getHolidayTimerState(daily, now)).toEqual({ status: 'ended' });
  });

  it('handles an end many periods in the future in one step', () => {
    const timer = { endsAt: START + 1_000_000 * HOUR + 30 * 60_000, startsAt: START, repeatHours: 1 };
    expect(getHolidayTimerState(timer, START)).toEqual({
      status: 'running',
      countdownEndsAt: START + 30 * 60_000,
      remainingMs: 30 * 60_000,
    });
  });

  it('counts straight to the end without repeat', () => {
    const once = { ...daily, repeatHours: 0 };
    expect(getHolidayTimerState(once, END - 100 * HOUR)).toEqual({
      status: 'running',
      countdownEndsAt: END,
      remainingMs: 100 * HOUR,
    });
  });

  it('always lands within one period (table)', () => {
    for (let k = 0; k < 200; k += 7) {
      const now = START + k * 3_333_333;
      const state = getHolidayTimerState(daily, now);
      expect(state.status).toBe('running');
      if (state.status === 'running') {
        expect(state.remainingMs).toBeGreaterThan(0);
        expect(state.remainingMs).toBeLessThanOrEqual(24 * HOUR);
        expect((END - state.countdownEndsAt) % (24 * HOUR)).toBe(0);
      }
    }
  });
});

describe('splitCountdown', () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [-5, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [90_061_999, { days: 1, hours: 1, minutes: 1, seconds: 1 }],
  ])('%i ms', (ms, expected) => {
    expect(splitCountdown(ms)).toEqual(expected);
  });
});
