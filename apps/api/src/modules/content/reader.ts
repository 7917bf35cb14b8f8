import type { AccessReader } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { EntitlementsRepository } from '../entitlements';

/** The reader as the access rules see them, plus the id progress is stored under. */
export interface Reader extends AccessReader {
  userId: string;
}

export async function loadReader(
  user: CurrentUser | null,
  entitlements: EntitlementsRepository,
): Promise<Reader | null> {
  if (!user) return null;
  const [active, seats, organizationIds] = await Promise.all([
    entitlements.activeFor(user.id),
    entitlements.liveOrganizationSeats(user.id),
    entitlements.organizationIdsOf(user.id),
  ]);
  return {
    userId: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    hasActiveSubscription: active.subscription !== null,
    ownedCourseIds: active.ownedCourseIds,
    organizationSeats: seats.map((seat) => seat.catalogue),
    organizationIds,
  };
}
