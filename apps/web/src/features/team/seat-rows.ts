import type { TeamReply } from '@learnbox/contracts';

/** One figure of the dashboard's seat summary. */
export interface SeatRow {
  label: string;
  value: number;
  testId: string;
}

/**
 * The seat summary: paid seats, the organization's free onboarding seats when it has any (they
 * count as seats, spec section 3), and the seats in use and held by pending invitations.
 */
export function seatRows(seats: TeamReply['seats']): SeatRow[] {
  const free = seats.free_onboarding;
  return [
    { label: 'Seats paid', value: seats.seats - free, testId: 'seats-paid' },
    ...(free > 0 ? [{ label: 'Free onboarding seats', value: free, testId: 'seats-free-onboarding' }] : []),
    { label: 'In use', value: seats.used, testId: 'seats-used' },
    { label: 'Pending', value: seats.pending, testId: 'seats-pending' },
  ];
}
