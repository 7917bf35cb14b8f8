import { describe, expect, it } from 'vitest';
import { seatRows } from './seat-rows';

describe('the dashboard seat summary', () => {
  it('shows free onboarding seats apart from the paid ones', () => {
    expect(seatRows({ seats: 10, used: 2, pending: 1, free_onboarding: 5 })).toEqual([
      { label: 'Seats paid', value: 5, testId: 'seats-paid' },
      { label: 'Free onboarding seats', value: 5, testId: 'seats-free-onboarding' },
      { label: 'In use', value: 2, testId: 'seats-used' },
      { label: 'Pending', value: 1, testId: 'seats-pending' },
    ]);
  });

  it('leaves the free onboarding figure out when there are none', () => {
    expect(seatRows({ seats: 3, used: 1, pending: 0, free_onboarding: 0 }).map((row) => row.testId)).toEqual([
      'seats-paid',
      'seats-used',
      'seats-pending',
    ]);
  });
});
