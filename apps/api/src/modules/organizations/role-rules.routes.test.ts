import { and, eq, inArray, organizationMembers } from '@learnbox/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, type TestBrowser } from '../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp } from '../commerce/testing';
import { ACME, ROLE_USERS, type RoleName, roleBrowsers, seedRoles } from './testing/org-roles-fixture';

/**
 * Every cell of the role rules end to end (spec section 6): each Acme role as caller, against each
 * Acme role as target, for each change (role to owner, admin, manager or member, a flag, removal).
 * Acme is put back to owner + admin + manager + member before each cell.
 */
const ACME_ROLES = ['owner', 'admin', 'manager', 'member'] as const satisfies readonly RoleName[];
type AcmeRole = (typeof ACME_ROLES)[number];
const FLAGS: Record<AcmeRole, { isAdmin: boolean; adminLevel: number | null; isManager: boolean }> = {
  owner: { isAdmin: true, adminLevel: 1, isManager: false },
  admin: { isAdmin: true, adminLevel: 2, isManager: false },
  manager: { isAdmin: false, adminLevel: null, isManager: true },
  member: { isAdmin: false, adminLevel: null, isManager: false },
};
type Change =
  | 'to-owner'
  | 'to-admin'
  | 'to-manager'
  | 'to-member'
  | 'mentor-flag'
  | 'manager-flag'
  | 'remove';
const CHANGES: Change[] = [
  'to-owner',
  'to-admin',
  'to-manager',
  'to-member',
  'mentor-flag',
  'manager-flag',
  'remove',
];
const BODY: Partial<Record<Change, Record<string, unknown>>> = {
  'to-owner': { role: 'admin', admin_level: 1 },
  'to-admin': { role: 'admin', admin_level: 2 },
  'to-manager': { role: 'manager' },
  'to-member': { role: 'member' },
};
const AFTER: Partial<Record<Change, AcmeRole>> = {
  'to-owner': 'owner',
  'to-admin': 'admin',
  'to-manager': 'manager',
  'to-member': 'member',
};

/** The rule, written out: the status each cell must answer. */
function expected(caller: AcmeRole, target: AcmeRole, change: Change): 200 | 400 | 403 {
  if (caller !== 'owner' && caller !== 'admin') return 403;
  const touchesAdmin = FLAGS[target].isAdmin || change === 'to-owner' || change === 'to-admin';
  if (touchesAdmin && caller !== 'owner') return 403;
  // Manager is a role below admin: the flag on an admin (owners included) would mean nothing.
  if (change === 'manager-flag' && FLAGS[target].isAdmin) return 400;
  // Acme has one owner: it cannot leave, nor stop being an owner.
  const ownerStays = change === 'mentor-flag' || change === 'to-owner';
  if (target === 'owner' && !ownerStays) return 400;
  return 200;
}

describe('role rules: every caller × target × change', () => {
  let app: BillingTestApp;
  let as: Record<RoleName, TestBrowser>;
  const acmeIds = ACME_ROLES.map((role) => ROLE_USERS[role].id);

  const reset = async () => {
    const db = app.deps.db;
    await db
      .delete(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, ACME), inArray(organizationMembers.userId, acmeIds)));
    await db.insert(organizationMembers).values(
      ACME_ROLES.map((role) => ({
        organizationId: ACME,
        userId: ROLE_USERS[role].id,
        ...FLAGS[role],
        isMentor: false,
        isSubscriber: true,
      })),
    );
  };
  const stored = async (userId: string) => {
    const [row] = await app.deps.db
      .select()
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, ACME), eq(organizationMembers.userId, userId)));
    return row ?? null;
  };
  const send = (caller: AcmeRole, targetId: string, change: Change) => {
    const url = `/api/organizations/${ACME}/members/${targetId}`;
    const browser = as[caller];
    if (change === 'remove') return browser.request({ method: 'DELETE', url });
    if (change === 'mentor-flag')
      return browser.request({ method: 'PATCH', url, payload: { is_mentor: true } });
    if (change === 'manager-flag')
      return browser.request({ method: 'PATCH', url, payload: { is_manager: true } });
    return browser.request({ method: 'PUT', url: `${url}/role`, payload: BODY[change] });
  };

  beforeAll(async () => {
    app = await buildBillingTestApp();
    await seedRoles(app);
    as = await roleBrowsers(app);
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  for (const caller of ACME_ROLES)
    for (const target of ACME_ROLES)
      it(`${caller} → ${target}: ${CHANGES.map((change) => `${change} ${expected(caller, target, change)}`).join(', ')}`, async () => {
        for (const change of CHANGES) {
          await reset();
          const targetId = ROLE_USERS[target].id;
          const res = await send(caller, targetId, change);
          const cell = `${caller} ${change} ${target}: ${res.body}`;
          const want = expected(caller, target, change);
          expect(res.statusCode, cell).toBe(want);
          if (want !== 200) {
            expect(res.json().errorText, cell).toMatch(/\.$/);
            // A refusal changes nothing.
            expect(await stored(targetId), cell).toMatchObject({ ...FLAGS[target], isMentor: false });
            continue;
          }
          const row = await stored(targetId);
          if (change === 'remove') expect(row, cell).toBeNull();
          else if (change === 'mentor-flag')
            expect(row, cell).toMatchObject({ ...FLAGS[target], isMentor: true });
          else if (change === 'manager-flag') expect(row, cell).toMatchObject(FLAGS.manager);
          else expect(row, cell).toMatchObject(FLAGS[AFTER[change] as AcmeRole]);
        }
      });

  it('with a second owner, the first may step down and be removed; the last one stays', async () => {
    await reset();
    const admin = ROLE_USERS.admin.id;
    const owner = ROLE_USERS.owner.id;
    const url = (id: string) => `/api/organizations/${ACME}/members/${id}`;
    const promote = await as.owner.request({
      method: 'PUT',
      url: `${url(admin)}/role`,
      payload: BODY['to-owner'],
    });
    expect(promote.statusCode, promote.body).toBe(200);
    const stepDown = await as.owner.request({
      method: 'PUT',
      url: `${url(owner)}/role`,
      payload: BODY['to-member'],
    });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    expect(await stored(owner)).toMatchObject(FLAGS.member);
    const lastOwner = await as.admin.request({
      method: 'PUT',
      url: `${url(admin)}/role`,
      payload: BODY['to-admin'],
    });
    expect(lastOwner.statusCode, lastOwner.body).toBe(400);
    expect((await as.admin.request({ method: 'DELETE', url: url(admin) })).statusCode).toBe(400);
    expect((await as.admin.request({ method: 'DELETE', url: url(owner) })).statusCode).toBe(200);
    expect(await stored(owner)).toBeNull();
    expect(await stored(admin)).toMatchObject(FLAGS.owner);
  });
});
