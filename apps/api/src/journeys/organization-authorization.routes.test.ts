import { apiRoutes, type RouteContract } from '@learnbox/contracts';
import { and, collections, eq, isNull, sql } from '@learnbox/db';
import type { OrganizationAction } from '@learnbox/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, type TestBrowser } from '../modules/auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp } from '../modules/commerce/testing';
import {
  ACME,
  OTHER_ORG,
  ROLE_USERS,
  type RoleName,
  roleBrowsers,
  seedRoles,
} from '../modules/organizations/testing/org-roles-fixture';

/**
 * Walks the route table: every route of an organization answers each role exactly as the one
 * table below says. 'private-content' is the studio rule of private courses (admins and managers
 * of a flagged organization); 'staff' routes do not exist (404) for any organization role; the
 * others are the actions of packages/domain org-permissions.
 */
type Rule = OrganizationAction | 'private-content' | 'staff';

/** Route (feature.name in apiRoutes) → the action its handler must ask for. */
const ORG_ROUTE_RULES: Record<string, Rule> = {
  'organizations.team': 'manage',
  'organizations.invite': 'manage',
  'organizations.cancelInvitation': 'manage',
  'organizations.removeMember': 'manage',
  'organizations.updateMember': 'manage',
  'orgAdmin.changeRole': 'manage',
  'orgAdmin.catalogue': 'configure',
  'orgAdmin.saveCatalogue': 'configure',
  'orgAdmin.cataloguePreview': 'configure',
  'orgAdmin.overview': 'report',
  'orgAdmin.privateCourses': 'view',
  'orgAdmin.makePrivate': 'private-content',
  'orgAdmin.makePublic': 'private-content',
  'orgHosts.settings': 'configure',
  'orgHosts.saveHost': 'configure',
  'orgHosts.saveSso': 'configure',
  'orgHosts.deleteSso': 'configure',
  'assignments.groups': 'assign',
  'assignments.createGroup': 'manage',
  'assignments.updateGroup': 'manage',
  'assignments.deleteGroup': 'manage',
  'assignments.works': 'assign',
  'assignments.list': 'assign',
  'assignments.create': 'assign',
  'assignments.remove': 'assign',
  'assignments.nudge': 'assign',
  'assignments.reportMembers': 'report',
  'assignments.reportAssignments': 'report',
  'assignments.reportMembersCsv': 'report',
  'orgAdmin.staffUpdateOrganization': 'staff',
};

/**
 * Organization-area routes without an :organizationId, each with where its rule is held: a new
 * route in these areas fails the walk until it is placed in one of the two tables.
 */
const OTHER_ORG_AREA_ROUTES: Record<string, string> = {
  'organizations.lookupInvitation': 'token in the body: invitation tests',
  'organizations.acceptInvitation': 'token for the invited, verified address: invitation tests',
  'assignments.mine': "the caller's own: below (another person's nudges never show)",
  'assignments.dismissNudge': 'nudge of another person is 404: below',
  'assignments.eventsInfo': "the caller's own: below",
  'assignments.runJobs': 'dev set-ups only (404 elsewhere): assignments tests',
  'orgAdmin.staffOrganizations': 'requireStaff: staff-organizations test',
  'orgHosts.host': 'public branded host lookup: b2b-host-visibility test',
  'orgHosts.ssoStart': 'public sign-in redirect: org-sso sign-in tests',
  'orgHosts.ssoCallback': 'public sign-in return: org-sso sign-in tests',
  'enterpriseEntry.requestTrial': 'public, same answer for every address: enterprise-entry tests',
  'enterpriseEntry.preview': 'token in the body: enterprise-entry tests',
  'enterpriseEntry.claim': 'token in the body: enterprise-entry tests',
  'enterpriseEntry.createSignup': 'requireStaff: enterprise-entry tests',
  'enterpriseEntry.listSignups': 'requireStaff: enterprise-entry tests',
  'enterpriseEntry.invitationSignup': 'token in the body: enterprise-entry tests',
};
const ORG_AREAS = new Set(['organizations', 'orgAdmin', 'orgHosts', 'assignments', 'enterpriseEntry']);

/** Who of Acme may do what, written out (not read from the domain table it checks). */
const ALLOWED: Record<Rule, readonly RoleName[]> = {
  view: ['owner', 'admin', 'manager', 'member'],
  manage: ['owner', 'admin'],
  configure: ['owner', 'admin'],
  'manage-admins': ['owner'],
  assign: ['owner', 'admin', 'manager'],
  report: ['owner', 'admin', 'manager'],
  'private-content': ['owner', 'admin', 'manager'],
  staff: [],
};
const ACME_ROLES = ['member', 'manager', 'admin', 'owner'] as const satisfies readonly RoleName[];

const routeEntries = Object.entries(apiRoutes).flatMap(([feature, routes]) =>
  Object.entries(routes as Record<string, RouteContract>).map(([name, route]) => ({
    id: `${feature}.${name}`,
    feature,
    route,
  })),
);
const orgRoutes = routeEntries.filter(({ route }) => route.path.includes(':organizationId'));

describe('organization routes: every role rule, walked from the route table', () => {
  let app: BillingTestApp;
  let as: Record<RoleName, TestBrowser>;
  const ids = { invitationId: '', groupId: '', assignmentId: '', otherGroupId: '' };

  /** Valid params and bodies per route, so a 400 never hides the authorization answer. */
  const paramsFor = (organizationId: string): Record<string, string> => ({
    organizationId,
    userId: ROLE_USERS.member.id,
    invitationId: ids.invitationId,
    groupId: ids.groupId,
    assignmentId: ids.assignmentId,
    kind: 'course',
    id: 'python-basics',
  });
  const bodies: Record<string, unknown> = {
    'organizations.invite': { emails: ['authz-invitee@example.com'] },
    'organizations.updateMember': { is_mentor: false },
    'orgAdmin.changeRole': { role: 'member' },
    'orgAdmin.saveCatalogue': {
      include_all_courses: true,
      included_courses_list: [],
      excluded_courses_list: [],
      included_categories_list: [],
      excluded_categories_list: [],
    },
    'orgHosts.saveHost': { subdomain: null, brand_color: null },
    // A closed local port: the discovery read fails at once, after the authorization answer.
    'orgHosts.saveSso': { issuer: 'http://127.0.0.1:1/realm', client_id: 'authz-app' },
    'assignments.createGroup': { name: 'Authorization walk', member_ids: [] },
    'assignments.updateGroup': { name: 'Authorization walk renamed' },
    'assignments.create': {
      work_kind: 'course',
      work_id: 'crs-python-basics',
      member_ids: [ROLE_USERS.member.id],
      due_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
    'assignments.nudge': { user_id: ROLE_USERS.member.id },
    'orgAdmin.staffUpdateOrganization': { can_create_private_content: true, free_onboarding_seats: 50 },
  };
  /** The walk's allowed calls must not remove the people the later routes are walked with. */
  const walkParams: Record<string, Record<string, string>> = {
    'organizations.removeMember': { userId: 'usr_not_in_acme' },
  };
  const call = (
    browser: TestBrowser,
    entry: (typeof orgRoutes)[number],
    organizationId: string,
    params: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> => {
    const all = { ...paramsFor(organizationId), ...params };
    const url = entry.route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(all[name] ?? ''));
    const body = bodies[entry.id];
    return browser.request({
      method: entry.route.method,
      url,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  };

  beforeAll(async () => {
    app = await buildBillingTestApp();
    await seedRoles(app);
    as = await roleBrowsers(app);
    const invite = await as.owner.post(`/api/organizations/${ACME}/invitations`, {
      emails: ['authz-pending@example.com'],
    });
    expect(invite.statusCode, invite.body).toBe(200);
    ids.invitationId = invite.json().invitations[0].id;
    const group = await as.owner.post(`/api/organizations/${ACME}/groups`, {
      name: 'Acme learners',
      member_ids: [ROLE_USERS.member.id],
    });
    expect(group.statusCode, group.body).toBe(200);
    ids.groupId = group.json().group.id;
    const assignment = await as.owner.post(
      `/api/organizations/${ACME}/assignments`,
      bodies['assignments.create'],
    );
    expect(assignment.statusCode, assignment.body).toBe(200);
    ids.assignmentId = assignment.json().assignment.id;
    const otherGroup = await as.otherOrgOwner.post(`/api/organizations/${OTHER_ORG}/groups`, {
      name: 'Other learners',
      member_ids: [],
    });
    expect(otherGroup.statusCode, otherGroup.body).toBe(200);
    ids.otherGroupId = otherGroup.json().group.id;
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('has a rule for every organization route, and places every route of the organization areas', () => {
    expect(orgRoutes.length).toBeGreaterThan(20);
    expect(orgRoutes.map((entry) => entry.id).filter((id) => !(id in ORG_ROUTE_RULES))).toEqual([]);
    expect(Object.keys(ORG_ROUTE_RULES).filter((id) => !orgRoutes.some((entry) => entry.id === id))).toEqual(
      [],
    );
    const unplaced = routeEntries
      .filter(({ feature, id }) => ORG_AREAS.has(feature) && !(id in ORG_ROUTE_RULES))
      .map(({ id }) => id)
      .filter((id) => !(id in OTHER_ORG_AREA_ROUTES));
    expect(unplaced).toEqual([]);
  });

  it("Acme's ids under another organization's path are not found, and Acme keeps them", async () => {
    const crossed: Record<string, Record<string, string>> = {
      'organizations.cancelInvitation': {},
      'organizations.removeMember': {},
      'organizations.updateMember': {},
      'orgAdmin.changeRole': {},
      'assignments.updateGroup': {},
      'assignments.deleteGroup': {},
      'assignments.remove': {},
      'assignments.nudge': {},
    };
    for (const entry of orgRoutes.filter((route) => route.id in crossed)) {
      const res = await call(as.otherOrgOwner, entry, OTHER_ORG);
      expect(res.statusCode, `${entry.id}: ${res.body}`).toBe(404);
    }
    // Another organization's group cannot be named in an Acme assignment, even by Acme's owner.
    const foreignGroup = await as.owner.post(`/api/organizations/${ACME}/assignments`, {
      ...(bodies['assignments.create'] as object),
      member_ids: [],
      group_ids: [ids.otherGroupId],
    });
    expect([400, 404, 409], foreignGroup.body).toContain(foreignGroup.statusCode);
    // Nor a person outside Acme.
    const foreignMember = await as.owner.post(`/api/organizations/${ACME}/assignments`, {
      ...(bodies['assignments.create'] as object),
      member_ids: [ROLE_USERS.otherOrgOwner.id],
    });
    expect([400, 404, 409], foreignMember.body).toContain(foreignMember.statusCode);

    const team = (await as.owner.get(`/api/organizations/${ACME}/members`)).json();
    expect(team.invitations.map((invitation: { id: string }) => invitation.id)).toContain(ids.invitationId);
    expect(team.members.map((member: { user_id: string }) => member.user_id)).toContain(ROLE_USERS.member.id);
    const groups = (await as.owner.get(`/api/organizations/${ACME}/groups`)).json().groups;
    expect(groups.map((group: { id: string; name: string }) => group.name)).toContain('Acme learners');
    const assignments = (await as.owner.get(`/api/organizations/${ACME}/assignments`)).json().assignments;
    expect(assignments.map((assignment: { id: string }) => assignment.id)).toContain(ids.assignmentId);
    const other = (await as.otherOrgOwner.get(`/api/organizations/${OTHER_ORG}/members`)).json();
    expect(other.members.map((member: { user_id: string }) => member.user_id)).toEqual([
      ROLE_USERS.otherOrgOwner.id,
    ]);
  });

  // Reading the table at collection time gives one test per route, named by it.
  for (const entry of orgRoutes) {
    const rule = ORG_ROUTE_RULES[entry.id];
    it(`${entry.id} (${entry.route.method} ${entry.route.path}) follows '${rule}'`, async () => {
      if (!rule) throw new Error(`${entry.id} has no rule in ORG_ROUTE_RULES`);
      const loggedOut = await call(app.browser(), entry, ACME, walkParams[entry.id]);
      expect(loggedOut.statusCode, `logged out: ${loggedOut.body}`).toBe(401);

      // Outsiders: the answer for Acme is the answer for an organization that does not exist.
      const missing = await call(as.otherOrgOwner, entry, 'org_does_not_exist', walkParams[entry.id]);
      expect(missing.statusCode, `missing organization: ${missing.body}`).toBe(404);
      for (const role of ['otherOrgOwner', 'outsider'] as const) {
        const res = await call(as[role], entry, ACME, walkParams[entry.id]);
        expect(res.statusCode, `${role}: ${res.body}`).toBe(404);
        expect(res.json(), role).toEqual(missing.json());
      }

      // Acme's roles, the refused ones first so the allowed calls' changes cannot touch them.
      const allowed = ALLOWED[rule];
      const roles = [...ACME_ROLES].sort((a, b) => Number(allowed.includes(a)) - Number(allowed.includes(b)));
      for (const role of roles) {
        const res = await call(as[role], entry, ACME, walkParams[entry.id]);
        if (!allowed.includes(role)) {
          // Staff routes do not exist for organization roles: the same 404 as for outsiders.
          if (rule === 'staff') expect(res.json(), `${role}: ${res.body}`).toEqual(missing.json());
          else expect(res.statusCode, `${role} must be refused: ${res.body}`).toBe(403);
          continue;
        }
        // Past the check: the route's own answer (200, or a not-found of its own resource, a
        // conflict, a provider that cannot be read), never a refusal or the organization's 404.
        expect([401, 403], `${role} must be let through: ${res.body}`).not.toContain(res.statusCode);
        if (res.statusCode === 404)
          expect(res.json().errorText, `${role}: ${res.body}`).not.toBe(missing.json().errorText);
        expect(res.statusCode, `${role}: ${res.body}`).toBeLessThan(500);
      }
    });
  }

  it("a course private to Acme is not another organization's to list or assign", async () => {
    const [course] = await app.deps.db
      .select({ id: collections.id })
      .from(collections)
      .where(
        and(
          eq(collections.status, 'published'),
          eq(collections.collectionType, 'collection'),
          isNull(collections.organizationId),
          sql`${collections.id} <> 'crs-python-basics'`,
        ),
      )
      .limit(1);
    if (!course) throw new Error('the seed has a second published course');
    // As PUT …/private-courses/:kind/:id writes it (that route needs the course's studio author).
    await app.deps.db.update(collections).set({ organizationId: ACME }).where(eq(collections.id, course.id));
    const workIds = async (browser: TestBrowser, organizationId: string) =>
      (await browser.get(`/api/organizations/${organizationId}/assignable-works`))
        .json()
        .works.map((work: { id: string }) => work.id);
    expect(await workIds(as.owner, ACME)).toContain(course.id);
    expect(await workIds(as.otherOrgOwner, OTHER_ORG)).not.toContain(course.id);
    const body = { ...(bodies['assignments.create'] as object), work_id: course.id };
    const foreign = await as.otherOrgOwner.post(`/api/organizations/${OTHER_ORG}/assignments`, {
      ...body,
      member_ids: [ROLE_USERS.otherOrgOwner.id],
    });
    expect(foreign.statusCode, foreign.body).toBe(400);
    expect(foreign.body).not.toContain(course.id);
    const own = await as.owner.post(`/api/organizations/${ACME}/assignments`, body);
    expect(own.statusCode, own.body).toBe(200);
  });

  it("a nudge is its learner's own: anyone else gets 404, logged out 401", async () => {
    const assignment = await as.owner.post(`/api/organizations/${ACME}/assignments`, {
      ...(bodies['assignments.create'] as object),
      work_id: 'crs-python-basics',
    });
    expect(assignment.statusCode, assignment.body).toBe(200);
    const nudge = await as.owner.post(
      `/api/organizations/${ACME}/assignments/${assignment.json().assignment.id}/nudges`,
      { user_id: ROLE_USERS.member.id },
    );
    expect(nudge.statusCode, nudge.body).toBe(200);
    const nudgeId = nudge.json().nudge.id as string;
    const dismiss = `/api/assignments/nudges/${nudgeId}/dismiss`;
    expect((await app.browser().post(dismiss)).statusCode).toBe(401);
    for (const role of ['owner', 'manager', 'otherOrgOwner', 'outsider'] as const) {
      const res = await as[role].post(dismiss);
      expect(res.statusCode, `${role}: ${res.body}`).toBe(404);
      const mine = (await as[role].get('/api/assignments/mine')).json();
      expect(JSON.stringify(mine)).not.toContain(nudgeId);
      expect(JSON.stringify((await as[role].get('/api/enterprise/events-info')).json())).not.toContain(
        nudgeId,
      );
    }
    expect(JSON.stringify((await as.member.get('/api/assignments/mine')).json())).toContain(nudgeId);
    expect((await as.member.post(dismiss)).statusCode).toBe(200);
    expect((await app.browser().get('/api/assignments/mine')).statusCode).toBe(401);
    expect((await app.browser().get('/api/enterprise/events-info')).statusCode).toBe(401);
  });
});
