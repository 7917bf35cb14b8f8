/**
 * Seat and invitation rules of team and enterprise organizations (spec section 1 "Enterprise seat
 * buying", section 6 "Organization roles"). Pure: the api counts, these decide.
 */

import { isMembershipActive } from './subscription-codes';

/** An invitation link works for a week, like the other "join" links the product mails. */
export const INVITATION_TTL_MS = 7 * 24 * 3600_000;

/** Invitations one organization may send per hour (mail-bombing and spam guard). */
export const INVITATIONS_PER_HOUR = 50;

/** Paid seats, seats taken by members, and seats held by pending invitations. */
export interface SeatUsage {
  seats: number;
  used: number;
  pending: number;
}

/** Seats still free for new invitations. Never negative (seats are never taken back). */
export function seatsLeft(usage: SeatUsage): number {
  return Math.max(0, usage.seats - usage.used - usage.pending);
}

export function seatLimitMessage(left: number, asked: number): string {
  const free = left === 0 ? 'No seats are left' : `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left`;
  return `${free} on this plan, and you are inviting ${asked} ${asked === 1 ? 'person' : 'people'}. Buy more seats or cancel a pending invitation first.`;
}

/** Where an invitation stands; only 'pending' can be accepted. */
export type InvitationState = 'pending' | 'expired' | 'accepted' | 'cancelled';

export function invitationState(
  invitation: { acceptedAt: Date | null; cancelledAt: Date | null; expiresAt: Date },
  now: Date,
): InvitationState {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.cancelledAt) return 'cancelled';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

/** An organization must keep an admin: the last one cannot remove themself. */
export function isLastAdmin(
  target: { userId: string; isAdmin: boolean },
  adminIds: readonly string[],
): boolean {
  return target.isAdmin && adminIds.filter((id) => id !== target.userId).length === 0;
}

/**
 * The organization as the role rule should see it: only subscriptions still active (9001, or no
 * status) count, so members of an organization whose subscription ended read as Non-Paid Member
 * (spec section 6: "Member if the organization has a subscription").
 */
export function withActiveSubscriptionsOnly<
  T extends {
    subscription_id?: string | number | null;
    subscriptions?: readonly { status?: number | null }[] | null;
  },
>(org: T): T {
  const active = (org.subscriptions ?? []).filter(
    (sub) => sub.status == null || isMembershipActive(sub.status),
  );
  return { ...org, subscriptions: active, subscription_id: active.length > 0 ? org.subscription_id : null };
}
