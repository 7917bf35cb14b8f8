import { organizationMembers, organizations } from '@learnbox/db';
import type { TestBrowser } from '../../auth/testing/accounts-test-app';
import type { BillingTestApp } from '../../commerce/testing';

/** The seeded enterprise organization (packages/db seed): admin@example.com is its owner. */
export const ACME = 'org_acme';
/** A second organization whose people must see nothing of Acme. */
export const OTHER_ORG = 'org_other_co';

/** One demo account per role rule the organization routes must hold. */
export const ROLE_USERS = {
  owner: { id: 'usr_demo_admin', email: 'admin@example.com' },
  admin: { id: 'usr_demo_learner', email: 'learner@example.com' },
  manager: { id: 'usr_demo_author', email: 'author@example.com' },
  member: { id: 'usr_demo_member', email: 'member@example.com' },
  outsider: { id: 'usr_demo_owner', email: 'owner@example.com' },
  otherOrgOwner: { id: 'usr_demo_subscriber', email: 'subscriber@example.com' },
} as const;
export type RoleName = keyof typeof ROLE_USERS;

/**
 * Gives Acme an admin (level 2) and a manager next to its seeded owner and member, and makes
 * subscriber@example.com the owner of another organization. Rows are written directly: the
 * invitation flow has its own tests, these test what each role may do afterwards.
 */
export async function seedRoles(app: BillingTestApp): Promise<void> {
  const db = app.deps.db;
  await db.insert(organizationMembers).values([
    { organizationId: ACME, userId: ROLE_USERS.admin.id, isAdmin: true, adminLevel: 2, isSubscriber: true },
    { organizationId: ACME, userId: ROLE_USERS.manager.id, isManager: true, isSubscriber: true },
  ]);
  await db.insert(organizations).values({ id: OTHER_ORG, name: 'Other Co' });
  await db.insert(organizationMembers).values({
    organizationId: OTHER_ORG,
    userId: ROLE_USERS.otherOrgOwner.id,
    isAdmin: true,
    adminLevel: 1,
    isSubscriber: true,
  });
}

/** A logged-in browser per role. */
export async function roleBrowsers(app: BillingTestApp): Promise<Record<RoleName, TestBrowser>> {
  const entries = await Promise.all(
    (Object.keys(ROLE_USERS) as RoleName[]).map(
      async (role) => [role, await app.login(ROLE_USERS[role].email)] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<RoleName, TestBrowser>;
}
