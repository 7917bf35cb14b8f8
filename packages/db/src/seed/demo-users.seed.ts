import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import {
  accounts,
  billingSubscriptions,
  organizationMembers,
  organizations,
  userProfiles,
  users,
} from '../schema/index';

/** Password of every demo account (README "Demo accounts"). */
export const DEMO_PASSWORD = 'learnbox-demo';

/**
 * better-auth's scrypt hash (N=16384, r=16, p=1, 64-byte key, hex salt:key) of DEMO_PASSWORD.
 * Kept precomputed: hashing on every seed would cost each test file ~50 ms per user, and the db
 * package does not depend on the auth engine. An api test logs in with it, so a change of
 * hash format shows up there.
 */
const DEMO_PASSWORD_HASH =
  'c13976a62001b447e6902a913778a4cb:512b62471dd0b5e742f974db69dba2336b95a05be651c304c1d153c3705bab77664d47949ba47e0632bfc48f26cd00894ccc99e74bacd4fa6ece67e945c93967';

export const DEMO_ORGANIZATION = { id: 'org_acme', name: 'Acme Engineering', subdomain: 'acme' } as const;

/** Acme's enterprise term: five paid seats of plan 300-12-6003, two held (admin and member). */
const DEMO_ORGANIZATION_SUBSCRIPTION = {
  id: 'sub_acme_enterprise',
  planCode: '300-12-6003',
  seats: 5,
  maxSeats: 500,
} as const;

const YEAR_MS = 365 * 24 * 3600 * 1000;

type ProfileFlags = Partial<typeof userProfiles.$inferInsert>;

/** The demo accounts other features seed against (entitlements, authorship, organizations). */
export const DEMO_USERS: readonly { id: string; email: string; name: string; profile?: ProfileFlags }[] = [
  { id: 'usr_demo_learner', email: 'learner@example.com', name: 'Lee Learner' },
  {
    id: 'usr_demo_subscriber',
    email: 'subscriber@example.com',
    name: 'Sam Subscriber',
    profile: { isUserSubscribed: true, subscriptionFeatureType: 'STANDARD' },
  },
  {
    id: 'usr_demo_owner',
    email: 'owner@example.com',
    name: 'Olive Owner',
    profile: { ownsPaidCourses: true, ownsFreeCourses: true },
  },
  { id: 'usr_demo_author', email: 'author@example.com', name: 'Ada Author' },
  { id: 'usr_demo_staff', email: 'staff@learnbox.dev', name: 'Stan Staff' },
  // The Learnbox team author (content/authors/learnbox-team.yaml): it edits the seeded labs.
  { id: 'usr_demo_team', email: 'team@learnbox.dev', name: 'Tess Team' },
  {
    id: 'usr_demo_admin',
    email: 'admin@example.com',
    name: 'Alex Admin',
    profile: { activeOrganizationId: DEMO_ORGANIZATION.id, enableNewNavB2b: true },
  },
  {
    id: 'usr_demo_member',
    email: 'member@example.com',
    name: 'Mo Member',
    profile: { activeOrganizationId: DEMO_ORGANIZATION.id, enableNewNavB2b: true },
  },
];

/**
 * Demo accounts (all verified, password DEMO_PASSWORD) and the "Acme Engineering" organization
 * with admin@example.com as admin and member@example.com as a subscribed member. Idempotent:
 * existing rows are left alone, so a changed password or flag survives a restart.
 */
export async function seedDemoUsers(db: Database): Promise<void> {
  const now = new Date();
  await db
    .insert(users)
    .values(
      DEMO_USERS.map((user) => ({ id: user.id, email: user.email, name: user.name, emailVerified: true })),
    )
    .onConflictDoNothing();
  // A demo address someone already signed up with (unverified, issue 10) keeps its own account:
  // that demo user is skipped, and nothing below is given to the account holding the address.
  const present = new Set(
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(
          inArray(
            users.id,
            DEMO_USERS.map((user) => user.id),
          ),
        )
    ).map((row) => row.id),
  );
  const demoUsers = DEMO_USERS.filter((user) => present.has(user.id));
  const members = [
    // The admin holds a seat too: organization plans grant no personal access (ARCHITECTURE.md).
    {
      organizationId: DEMO_ORGANIZATION.id,
      userId: 'usr_demo_admin',
      isAdmin: true,
      adminLevel: 1,
      isSubscriber: true,
    },
    { organizationId: DEMO_ORGANIZATION.id, userId: 'usr_demo_member', isSubscriber: true },
  ].filter((member) => present.has(member.userId));
  if (demoUsers.length === 0) return;
  await db
    .insert(accounts)
    .values(
      demoUsers.map((user) => ({
        id: `acc_${user.id}`,
        accountId: user.id,
        providerId: 'credential',
        userId: user.id,
        password: DEMO_PASSWORD_HASH,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(userProfiles)
    .values(demoUsers.map((user) => ({ userId: user.id, ...user.profile })))
    .onConflictDoNothing();
  await db
    .insert(organizations)
    .values({
      ...DEMO_ORGANIZATION,
      subscriptionId: 'sub_acme_enterprise',
      subscriptions: [
        {
          subscription_id: 'sub_acme_enterprise',
          subscription_sub_type: 'ENTERPRISE',
          subscription_type: 7001,
          status: 9001,
        },
      ],
      freeOnboardingSeats: 5,
      canCreatePrivateContent: true,
      // Its own host, http://acme.teams.localhost:3000, shows the name on this colour.
      brandColor: '#0f766e',
    })
    .onConflictDoNothing();
  if (members.length > 0) await db.insert(organizationMembers).values(members).onConflictDoNothing();
  if (!present.has('usr_demo_admin')) return;
  // The organization's live term, which seats, invitations and member access read (the org row's
  // `subscriptions` JSON alone grants nothing).
  await db
    .insert(billingSubscriptions)
    .values({
      id: DEMO_ORGANIZATION_SUBSCRIPTION.id,
      userId: 'usr_demo_admin',
      organizationId: DEMO_ORGANIZATION.id,
      planCode: DEMO_ORGANIZATION_SUBSCRIPTION.planCode,
      featureSet: 300,
      months: 12,
      status: 7001,
      subscriptionType: 7001,
      subType: 'ENTERPRISE',
      startsAt: now,
      expiresAt: new Date(now.getTime() + YEAR_MS),
      seats: DEMO_ORGANIZATION_SUBSCRIPTION.seats,
      maxSeats: DEMO_ORGANIZATION_SUBSCRIPTION.maxSeats,
    })
    .onConflictDoNothing();
}
