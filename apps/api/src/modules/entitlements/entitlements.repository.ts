import { randomUUID } from 'node:crypto';
import { and, type Database, entitlements, eq, sql } from '@learnbox/db';
import { createOrganizationSeatsRepository } from './organization-seats.repository';

export interface GrantEntitlement {
  userId: string;
  kind: 'subscription' | 'course';
  courseId?: string | null;
  startsAt?: Date;
  expiresAt?: Date | null;
  /** Who granted it and why, e.g. 'purchase:<order id>' or 'gift:<code>'. */
  source: string;
}

export interface ActiveEntitlements {
  subscription: { expiresAt: Date | null } | null;
  ownedCourseIds: string[];
}

/**
 * The seam between billing and content: billing grants and revokes, content reads what is active
 * now. Nothing else writes this table.
 */
export function createEntitlementsRepository(db: Database) {
  const seats = createOrganizationSeatsRepository(db);
  return {
    /** Seats in organizations whose subscription is live now (derived, never granted here). */
    liveOrganizationSeats: seats.liveSeatsOf,
    organizationIdsOf: seats.organizationIdsOf,

    async grant(input: GrantEntitlement): Promise<string> {
      if (input.kind === 'course' && !input.courseId)
        throw new Error('A course entitlement needs a course id.');
      const id = randomUUID();
      await db.insert(entitlements).values({
        id,
        userId: input.userId,
        kind: input.kind,
        courseId: input.kind === 'course' ? (input.courseId ?? null) : null,
        startsAt: input.startsAt ?? new Date(),
        expiresAt: input.expiresAt ?? null,
        source: input.source,
      });
      return id;
    },

    /** Ends an entitlement now (refund, cancellation) without deleting its history. */
    async expire(id: string, at = new Date()): Promise<void> {
      await db.update(entitlements).set({ expiresAt: at }).where(eq(entitlements.id, id));
    },

    async activeFor(userId: string, now = new Date()): Promise<ActiveEntitlements> {
      const rows = await db
        .select({
          kind: entitlements.kind,
          courseId: entitlements.courseId,
          expiresAt: entitlements.expiresAt,
        })
        .from(entitlements)
        .where(
          and(
            eq(entitlements.userId, userId),
            sql`${entitlements.startsAt} <= ${now}`,
            sql`(${entitlements.expiresAt} is null or ${entitlements.expiresAt} > ${now})`,
          ),
        );
      const subscriptions = rows.filter((row) => row.kind === 'subscription');
      // The subscription that lasts longest is the one to show; null expiry outlasts any date.
      const longest = subscriptions.sort(
        (a, b) =>
          (b.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY) -
          (a.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY),
      )[0];
      return {
        subscription: longest ? { expiresAt: longest.expiresAt } : null,
        ownedCourseIds: rows.flatMap((row) => (row.kind === 'course' && row.courseId ? [row.courseId] : [])),
      };
    },
  };
}
export type EntitlementsRepository = ReturnType<typeof createEntitlementsRepository>;
