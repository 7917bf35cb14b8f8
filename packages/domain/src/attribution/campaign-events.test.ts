import { describe, expect, it } from 'vitest';
import { CAMPAIGN_EVENT_TTL_MS, isCampaignEvent, pruneCampaignEvents } from './campaign-events';

const NOW = 1_700_000_000_000;
const DAY = 86_400_000;
const event = (age: number, fields: object = {}) => ({
  name: 'signup',
  data: '{}',
  timestamp: NOW - age,
  ...fields,
});

describe('queued campaign events (spec sections 3, 5 and 9)', () => {
  it('keeps events 7 days', () => {
    expect(CAMPAIGN_EVENT_TTL_MS).toBe(7 * DAY);
  });

  it.each([
    ['fresh', event(0), true],
    ['6 days old', event(6 * DAY), true],
    ['exactly 7 days old', event(7 * DAY), true],
    ['7 days and 1 ms old', event(7 * DAY + 1), false],
    ['data is an object', event(0, { data: {} }), false],
    ['name is a number', event(0, { name: 3 }), false],
    ['no timestamp', { name: 'a', data: 'b' }, false],
    ['timestamp NaN', event(0, { timestamp: Number.NaN }), false],
    ['null', null, false],
    ['a string', 'signup', false],
  ])('%s kept: %s', (_name, value, kept) => {
    expect(pruneCampaignEvents([value], NOW)).toHaveLength(kept ? 1 : 0);
  });

  it('keeps order and drops only the bad ones', () => {
    const queue = [event(1, { name: 'a' }), event(8 * DAY), event(2, { name: 'b' })];
    expect(pruneCampaignEvents(queue, NOW).map((e) => e.name)).toEqual(['a', 'b']);
  });

  it('treats a non-array queue as empty', () => {
    expect(pruneCampaignEvents({ name: 'x' }, NOW)).toEqual([]);
    expect(isCampaignEvent(event(0))).toBe(true);
  });
});
