import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client';
import { entitlements, organizationMembers, users } from '../schema/index';
import { createTestDb } from '../testing';
import { seed } from './index';

/**
 * Issue 10: anyone can sign up with any address without verifying it. The seed grants the demo
 * accounts their access by account id, so someone who took a demo address first gets nothing.
 */
describe('seed with a demo address already taken by an unverified sign-up', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
    await handle.db.insert(users).values([
      {
        id: 'usr_claims_subscriber',
        email: 'subscriber@example.com',
        name: 'Claimant',
        emailVerified: false,
      },
      { id: 'usr_claims_owner', email: 'owner@example.com', name: 'Claimant', emailVerified: false },
      { id: 'usr_claims_member', email: 'member@example.com', name: 'Claimant', emailVerified: false },
    ]);
    await seed(handle.db);
  }, 60_000);
  afterAll(() => handle.close());

  it('gives the claimants no entitlement and no seat, and still seeds everyone else', async () => {
    const { db } = handle;
    for (const id of ['usr_claims_subscriber', 'usr_claims_owner', 'usr_claims_member']) {
      expect(await db.select().from(entitlements).where(eq(entitlements.userId, id))).toEqual([]);
      expect(await db.select().from(organizationMembers).where(eq(organizationMembers.userId, id))).toEqual(
        [],
      );
      const [claimant] = await db.select().from(users).where(eq(users.id, id));
      expect(claimant?.emailVerified).toBe(false);
    }
    const [learner] = await db.select().from(users).where(eq(users.email, 'learner@example.com'));
    expect(learner).toMatchObject({ id: 'usr_demo_learner', emailVerified: true });
    const admins = await db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, 'usr_demo_admin'));
    expect(admins).toHaveLength(1);
  });
});
