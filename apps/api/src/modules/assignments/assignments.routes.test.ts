import { eq, organizations } from '@learnbox/db';
import { ASSIGNMENT_MESSAGES } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, type TestBrowser } from '../auth/testing/accounts-test-app';
import {
  ADMIN_ID,
  type AssignmentsWorld,
  assign,
  buildAssignmentsWorld,
  completeCourse,
  inDays,
  MANAGER_ID,
  MEMBER_ID,
  ORG,
  OUTSIDER_ID,
  orgUrl,
} from './testing/assignments-test-app';

describe('assignments: groups, assigning, the learner view and nudges', () => {
  let world: AssignmentsWorld;
  beforeAll(async () => {
    world = await buildAssignmentsWorld();
  }, APP_TIMEOUT_MS);
  afterAll(() => world.app.dispose());

  const del = (browser: TestBrowser, url: string) => browser.request({ method: 'DELETE', url });
  const patch = (browser: TestBrowser, url: string, payload: unknown) =>
    browser.request({ method: 'PATCH', url, payload: payload as object });
  const course = (extra: Record<string, unknown> = {}) => ({
    work_kind: 'course',
    work_id: 'crs-python-basics',
    member_ids: [MEMBER_ID],
    due_at: inDays(7),
    ...extra,
  });

  it('lets admins and managers assign, refuses members (403) and strangers (404) on every route', async () => {
    const { admin, manager, member, outsider, learner } = world;
    const id = await assign(admin, course());
    const managerId = await assign(manager, course({ work_kind: 'assessment', work_id: 'assess-python' }));
    const group = await admin.post(orgUrl('/groups'), { name: 'Roles', member_ids: [MEMBER_ID] });
    expect(group.statusCode, group.body).toBe(200);
    const groupId = group.json().group.id;
    const routes: [string, string, unknown?][] = [
      ['GET', orgUrl('/assignments')],
      ['POST', orgUrl('/assignments'), course()],
      ['DELETE', orgUrl(`/assignments/${managerId}`)],
      ['POST', orgUrl(`/assignments/${id}/nudges`), { user_id: MEMBER_ID }],
      ['GET', orgUrl('/assignable-works')],
      ['GET', orgUrl('/groups')],
      ['POST', orgUrl('/groups'), { name: 'Nobody', member_ids: [] }],
      ['PATCH', orgUrl(`/groups/${groupId}`), { name: 'Renamed' }],
      ['DELETE', orgUrl(`/groups/${groupId}`)],
      ['GET', orgUrl('/reports/members')],
      ['GET', orgUrl('/reports/assignments')],
      ['GET', orgUrl('/reports/members.csv')],
    ];
    for (const [method, url, payload] of routes) {
      const ask = (browser: TestBrowser) =>
        browser.request({ method: method as 'GET', url, payload: payload as object });
      expect((await ask(member)).statusCode, `${method} ${url} as member`).toBe(403);
      expect((await ask(outsider)).statusCode, `${method} ${url} as another organization's admin`).toBe(404);
      expect((await ask(learner)).statusCode, `${method} ${url} as a non-member`).toBe(404);
      expect((await ask(world.app.browser())).statusCode, `${method} ${url} logged out`).toBe(401);
    }
    for (const browser of [admin, manager]) {
      const list = await browser.get(orgUrl('/assignments'));
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().assignments.map((a: { id: string }) => a.id)).toEqual(
        expect.arrayContaining([id, managerId]),
      );
      expect((await browser.get(orgUrl('/reports/members'))).statusCode).toBe(200);
      expect((await browser.get(orgUrl('/assignable-works'))).statusCode).toBe(200);
    }
    // Groups are edited by admins only; managers read them to assign to them.
    expect((await manager.get(orgUrl('/groups'))).statusCode).toBe(200);
    expect((await manager.post(orgUrl('/groups'), { name: 'By manager', member_ids: [] })).statusCode).toBe(
      403,
    );
    expect((await patch(manager, orgUrl(`/groups/${groupId}`), { name: 'By manager' })).statusCode).toBe(403);
    expect((await del(manager, orgUrl(`/groups/${groupId}`))).statusCode).toBe(403);
    expect((await del(admin, orgUrl(`/groups/${groupId}`))).statusCode).toBe(200);
    // The form's lists: work of the four kinds, the organization's members, its groups.
    const form = (await manager.get(orgUrl('/assignable-works'))).json();
    expect(new Set(form.works.map((w: { kind: string }) => w.kind))).toEqual(
      new Set(['course', 'path', 'assessment', 'project']),
    );
    expect(form.members.map((m: { user_id: string }) => m.user_id).sort()).toEqual(
      [ADMIN_ID, MANAGER_ID, MEMBER_ID].sort(),
    );
    // Another organization's admin is a stranger to Acme, and Acme's admin a stranger to theirs.
    expect((await admin.get(orgUrl('/assignments', world.otherOrg))).statusCode).toBe(404);
    const removed = await del(manager, orgUrl(`/assignments/${managerId}`));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().assignments.map((a: { id: string }) => a.id)).not.toContain(managerId);
    expect((await del(admin, orgUrl(`/assignments/${managerId}`))).statusCode).toBe(404);
  });

  it('refuses bad assignments with a sentence: unknown work, strangers, past dates, no one', async () => {
    const { admin } = world;
    const cases: [Record<string, unknown>, string][] = [
      [course({ work_id: 'crs-nope' }), ASSIGNMENT_MESSAGES.WORK_NOT_FOUND],
      [course({ work_kind: 'path', work_id: 'crs-python-basics' }), ASSIGNMENT_MESSAGES.WORK_NOT_FOUND],
      [course({ work_kind: 'project', work_id: 'assess-python' }), ASSIGNMENT_MESSAGES.WORK_NOT_FOUND],
      [course({ member_ids: [OUTSIDER_ID] }), ASSIGNMENT_MESSAGES.ASSIGNEE_NOT_MEMBER],
      [course({ member_ids: [], group_ids: ['grp_elsewhere'] }), ASSIGNMENT_MESSAGES.GROUP_NOT_FOUND],
      [course({ member_ids: [] }), ASSIGNMENT_MESSAGES.NO_ASSIGNEES],
      [course({ due_at: inDays(-1) }), ASSIGNMENT_MESSAGES.DUE_IN_PAST],
    ];
    for (const [body, sentence] of cases) {
      const res = await admin.post(orgUrl('/assignments'), body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorText).toBe(sentence);
    }
    for (const body of [
      course({ due_at: 'next friday' }),
      course({ work_kind: 'video' }),
      course({ due_at: '' }),
    ]) {
      const res = await admin.post(orgUrl('/assignments'), body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorText).toMatch(/[A-Z].*\./);
    }
  });

  it("refuses work outside an enterprise organization's catalogue, and leaves it out of the form's list", async () => {
    const { admin, app } = world;
    await app.deps.db
      .update(organizations)
      .set({
        includeAllCourses: false,
        excludedCoursesList: [{ author_id: 'ada-author', work_id: 'crs-bash-essentials' }],
      })
      .where(eq(organizations.id, ORG));
    try {
      const res = await admin.post(orgUrl('/assignments'), course({ work_id: 'crs-bash-essentials' }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorText).toBe(ASSIGNMENT_MESSAGES.WORK_NOT_IN_CATALOGUE);
      const works = (await admin.get(orgUrl('/assignable-works'))).json().works as {
        id: string;
        kind: string;
      }[];
      expect(works.map((w) => w.id)).not.toContain('crs-bash-essentials');
      expect(works.map((w) => w.id)).toEqual(
        expect.arrayContaining([
          'crs-python-basics',
          'path-software-developer',
          'assess-python',
          'prj-python-todo-cli',
        ]),
      );
    } finally {
      await app.deps.db
        .update(organizations)
        .set({ includeAllCourses: true, excludedCoursesList: [] })
        .where(eq(organizations.id, ORG));
    }
  });

  it('assigns to groups: only members of the organization, names unique, edits by admins', async () => {
    const { admin } = world;
    const bad = await admin.post(orgUrl('/groups'), { name: 'Mixed', member_ids: [MEMBER_ID, OUTSIDER_ID] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorText).toBe(ASSIGNMENT_MESSAGES.ASSIGNEE_NOT_MEMBER);
    const created = await admin.post(orgUrl('/groups'), { name: 'Backend', member_ids: [MEMBER_ID] });
    expect(created.statusCode, created.body).toBe(200);
    const groupId = created.json().group.id;
    expect(created.json().group.member_ids).toEqual([MEMBER_ID]);
    const twice = await admin.post(orgUrl('/groups'), { name: 'backend', member_ids: [] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorText).toBe(ASSIGNMENT_MESSAGES.GROUP_NAME_TAKEN);
    const renamed = await patch(admin, orgUrl(`/groups/${groupId}`), {
      name: 'Platform',
      member_ids: [MEMBER_ID, MANAGER_ID],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().group).toMatchObject({
      name: 'Platform',
      member_ids: [MEMBER_ID, MANAGER_ID].sort(),
    });
    expect((await patch(admin, orgUrl(`/groups/${groupId}`, world.otherOrg), { name: 'X' })).statusCode).toBe(
      404,
    );

    const id = await assign(
      admin,
      course({ work_kind: 'project', work_id: 'prj-python-todo-cli', member_ids: [], group_ids: [groupId] }),
    );
    const listed = (await admin.get(orgUrl('/assignments')))
      .json()
      .assignments.find((a: { id: string }) => a.id === id);
    expect(listed.assignees.map((a: { user_id: string }) => a.user_id)).toEqual(
      [MEMBER_ID, MANAGER_ID].sort(),
    );
    expect(listed.work).toEqual({
      kind: 'project',
      id: 'prj-python-todo-cli',
      title: expect.any(String),
      link: '/projects/python-todo-cli',
    });
    const managerMine = (await world.manager.get('/api/assignments/mine')).json().assignments;
    expect(managerMine.map((a: { id: string }) => a.id)).toContain(id);

    const deleted = await del(admin, orgUrl(`/groups/${groupId}`));
    expect(deleted.statusCode).toBe(200);
    const after = (await admin.get(orgUrl('/assignments')))
      .json()
      .assignments.find((a: { id: string }) => a.id === id);
    expect(after.assignees).toEqual([]);
  });

  it("shows learners their own assignments with status and progress, never another's", async () => {
    const { admin, member, manager, outsider } = world;
    const id = await assign(admin, course({ due_at: inDays(3) }));
    const before = (await member.get('/api/assignments/mine'))
      .json()
      .assignments.find((a: { id: string }) => a.id === id);
    expect(before).toMatchObject({
      organization_id: ORG,
      organization_name: 'Acme Engineering',
      kind: 'course',
      link: '/courses/python-basics',
      status: 'not_started',
      percent: 0,
    });
    const total = await completeCourse(member, 'python-basics', 3);
    expect(total).toBeGreaterThan(3);
    const during = (await member.get('/api/assignments/mine'))
      .json()
      .assignments.find((a: { id: string }) => a.id === id);
    expect(during.status).toBe('in_progress');
    expect(during.percent).toBe(Math.round(300 / total));
    await completeCourse(member, 'python-basics');
    const done = (await member.get('/api/assignments/mine'))
      .json()
      .assignments.find((a: { id: string }) => a.id === id);
    expect(done).toMatchObject({ status: 'completed', percent: 100 });
    // Assigned to the member only: nobody else sees it.
    for (const other of [manager, outsider, admin]) {
      const theirs = (await other.get('/api/assignments/mine')).json().assignments;
      expect(theirs.map((a: { id: string }) => a.id)).not.toContain(id);
    }
    expect((await world.app.browser().get('/api/assignments/mine')).statusCode).toBe(401);
  });

  it('nudges once per assignee a day; the learner sees it at home and in events-info, and dismisses it', async () => {
    const { admin, manager, member, app } = world;
    const id = await assign(
      admin,
      course({ work_kind: 'assessment', work_id: 'assess-javascript', due_at: inDays(5) }),
    );
    const notAssigned = await admin.post(orgUrl(`/assignments/${id}/nudges`), { user_id: ADMIN_ID });
    expect(notAssigned.statusCode).toBe(400);
    expect(notAssigned.json().errorText).toBe(ASSIGNMENT_MESSAGES.NOT_ASSIGNED);
    const nudged = await manager.post(orgUrl(`/assignments/${id}/nudges`), { user_id: MEMBER_ID });
    expect(nudged.statusCode, nudged.body).toBe(200);
    const again = await admin.post(orgUrl(`/assignments/${id}/nudges`), { user_id: MEMBER_ID });
    expect(again.statusCode).toBe(429);
    expect(again.json().errorText).toBe(ASSIGNMENT_MESSAGES.NUDGED_TODAY);
    // Another organization's admin cannot nudge through Acme's assignment.
    expect(
      (await world.outsider.post(orgUrl(`/assignments/${id}/nudges`), { user_id: MEMBER_ID })).statusCode,
    ).toBe(404);

    const home = (await member.get('/api/assignments/mine')).json();
    const nudge = home.nudges.find((n: { assignment_id: string }) => n.assignment_id === id);
    expect(nudge).toMatchObject({ from_name: 'Olive Owner', link: '/assessments/javascript' });
    const events = await member.get('/api/enterprise/events-info');
    expect(events.statusCode).toBe(200);
    expect(events.json().window_days).toBe(14);
    expect(events.json().upcoming_due.map((a: { id: string }) => a.id)).toContain(id);
    expect(events.json().unread_nudges.map((n: { id: string }) => n.id)).toContain(nudge.id);
    expect((await manager.get('/api/enterprise/events-info')).json().unread_nudges).toEqual([]);

    // Only its learner can dismiss it.
    expect((await manager.post(`/api/assignments/nudges/${nudge.id}/dismiss`)).statusCode).toBe(404);
    const dismissed = await member.post(`/api/assignments/nudges/${nudge.id}/dismiss`);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    const later = (await member.get('/api/enterprise/events-info')).json();
    expect(later.unread_nudges.map((n: { id: string }) => n.id)).not.toContain(nudge.id);

    // The next day the assignee can be nudged again.
    app.travel(1);
    try {
      expect((await admin.post(orgUrl(`/assignments/${id}/nudges`), { user_id: MEMBER_ID })).statusCode).toBe(
        200,
      );
    } finally {
      app.travel(-1);
    }
    expect((await world.app.browser().get('/api/enterprise/events-info')).statusCode).toBe(401);
  });

  it('leaves assignments due later than the window and completed ones out of events-info', async () => {
    const { admin, member } = world;
    const far = await assign(
      admin,
      course({ work_kind: 'path', work_id: 'path-software-developer', due_at: inDays(60) }),
    );
    const events = (await member.get('/api/enterprise/events-info')).json();
    const ids = events.upcoming_due.map((a: { id: string }) => a.id);
    expect(ids).not.toContain(far);
    expect(events.upcoming_due.every((a: { status: string }) => a.status !== 'completed')).toBe(true);
  });

  it('runs the jobs through the dev route on a loopback set-up, with a chosen clock', async () => {
    const { admin, app } = world;
    await assign(admin, course({ work_id: 'crs-cpp-data-structures', due_at: inDays(1) }));
    const ran = await app.browser().post('/api/dev/assignments/run-jobs', { now: inDays(3) });
    expect(ran.statusCode, ran.body).toBe(200);
    expect(ran.json().reminders_sent).toBeGreaterThanOrEqual(1);
    expect(await app.mailTo('member@example.com', 'assignment-overdue')).not.toEqual([]);
    const bad = await app.browser().post('/api/dev/assignments/run-jobs', { now: 'soon' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the dev jobs route where the dev mailbox is off', () => {
  it(
    'does not exist (404)',
    async () => {
      const { buildBillingTestApp } = await import('../commerce/testing');
      const app = await buildBillingTestApp({ DEV_MAILBOX: 'off' });
      try {
        const res = await app.browser().post('/api/dev/assignments/run-jobs', {});
        expect(res.statusCode).toBe(404);
        expect(res.json().errorText).toBe(ASSIGNMENT_MESSAGES.DEV_JOBS_OFF);
      } finally {
        await app.dispose();
      }
    },
    APP_TIMEOUT_MS,
  );
});
