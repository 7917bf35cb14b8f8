import { assessmentAttempts } from '@learnbox/db';
import { ASSIGNMENT_MAIL_TEXT, isoWeekKey } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, WEB_ORIGIN } from '../auth/testing/accounts-test-app';
import { runAssignmentReminders } from './reminders';
import { MEMBER_CSV_HEADER } from './reports';
import {
  type AssignmentsWorld,
  assign,
  buildAssignmentsWorld,
  completeCourse,
  DAY_MS,
  inDays,
  MANAGER_ID,
  MEMBER_ID,
  orgUrl,
} from './testing/assignments-test-app';
import { runWeeklySummary } from './weekly-summary';

describe('assignment reminders, reports and the weekly summary', () => {
  let world: AssignmentsWorld;
  beforeAll(async () => {
    world = await buildAssignmentsWorld();
  }, APP_TIMEOUT_MS);
  afterAll(() => world.app.dispose());

  const at = (days: number) => new Date(Date.now() + days * DAY_MS);
  const reminders = async (to: string) => [
    ...(await world.app.mailTo(to, 'assignment-due-soon')),
    ...(await world.app.mailTo(to, 'assignment-overdue')),
  ];

  it('mails once before the due date and once after it, never for completed work', async () => {
    const { admin, member, app } = world;
    const ctx = app.assignments;
    const id = await assign(admin, {
      work_kind: 'course',
      work_id: 'crs-modern-javascript',
      member_ids: [MEMBER_ID, MANAGER_ID],
      due_at: inDays(5),
    });
    const doneId = await assign(admin, {
      work_kind: 'course',
      work_id: 'crs-python-basics',
      member_ids: [MEMBER_ID],
      due_at: inDays(5),
    });
    await completeCourse(member, 'python-basics');
    // Five days ahead: too early for anything.
    await runAssignmentReminders(ctx, at(0));
    expect(await reminders('member@example.com')).toEqual([]);

    // Within two days of the due date: one "due soon" mail each, once however often the job runs.
    expect(await runAssignmentReminders(ctx, at(3.5))).toBe(2);
    expect(await runAssignmentReminders(ctx, at(3.6))).toBe(0);
    const soon = await app.mailTo('member@example.com', 'assignment-due-soon');
    expect(soon).toHaveLength(1);
    const title = (await member.get('/api/collection/modern-javascript')).json().title;
    expect(title).toMatch(/^Modern JavaScript/);
    expect(soon[0]?.subject).toBe(ASSIGNMENT_MAIL_TEXT.dueSoonSubject(title));
    expect(soon[0]?.text).toContain(`${WEB_ORIGIN}/courses/modern-javascript`);
    expect(await app.mailTo('owner@example.com', 'assignment-due-soon')).toHaveLength(1);

    // The manager finishes before the due date; the member does not.
    await completeCourse(world.manager, 'modern-javascript');
    expect(await runAssignmentReminders(ctx, at(6))).toBe(1);
    expect(await runAssignmentReminders(ctx, at(7))).toBe(0);
    const overdue = await app.mailTo('member@example.com', 'assignment-overdue');
    expect(overdue).toHaveLength(1);
    expect(overdue[0]?.text).toContain('not completed yet');
    expect(overdue[0]?.text).toContain(`${WEB_ORIGIN}/courses/modern-javascript`);
    expect(await app.mailTo('owner@example.com', 'assignment-overdue')).toEqual([]);
    // The completed assignment was never mailed about.
    expect((await reminders('member@example.com')).some((mail) => mail.subject.includes('Python'))).toBe(
      false,
    );
    expect(doneId).not.toBe(id);
  });

  it('reports per member and per assignment, with assessment levels and completions per week', async () => {
    const { admin, manager, app } = world;
    const assessmentId = await assign(admin, {
      work_kind: 'assessment',
      work_id: 'assess-python',
      member_ids: [MEMBER_ID],
      due_at: inDays(10),
    });
    const finishedAt = new Date();
    await app.deps.db.insert(assessmentAttempts).values([
      {
        id: 'att-old',
        assessmentId: 'assess-python',
        userId: MEMBER_ID,
        startedAt: new Date(finishedAt.getTime() - 2 * DAY_MS),
        finishedAt: new Date(finishedAt.getTime() - 2 * DAY_MS + 60_000),
        level: 'Beginner',
      },
      {
        id: 'att-new',
        assessmentId: 'assess-python',
        userId: MEMBER_ID,
        startedAt: finishedAt,
        finishedAt,
        level: 'Advanced',
      },
    ]);
    const res = await manager.get(orgUrl('/reports/members'));
    expect(res.statusCode, res.body).toBe(200);
    const memberRow = res.json().members.find((m: { user_id: string }) => m.user_id === MEMBER_ID);
    // Modern JavaScript (overdue in the job test's clock, not yet in real time), Python Basics, the assessment.
    expect(memberRow).toMatchObject({
      name: 'Mo Member',
      email: 'member@example.com',
      assigned: 3,
      completed: 2,
    });
    expect(memberRow.assessment_levels).toEqual([
      {
        assessment_id: 'assess-python',
        title: expect.any(String),
        level: 'Advanced',
        finished_at: finishedAt.toISOString(),
      },
    ]);
    const week = isoWeekKey(new Date());
    expect(res.json().completions_by_week).toContainEqual({ week, count: 3 });

    const byAssignment = (await admin.get(orgUrl('/reports/assignments'))).json().assignments;
    expect(byAssignment.find((a: { id: string }) => a.id === assessmentId)).toMatchObject({
      kind: 'assessment',
      assignees: 1,
      completed: 1,
      percent: 100,
    });
    const javascript = byAssignment.find((a: { title: string }) => a.title.startsWith('Modern JavaScript'));
    expect(javascript).toMatchObject({ assignees: 2, completed: 1, not_started: 1, percent: 50 });
  });

  it('exports the member report as CSV, escaped and safe from formulas', async () => {
    const { admin, app } = world;
    const { users, eq } = await import('@learnbox/db');
    await app.deps.db
      .update(users)
      .set({ name: '=HYPERLINK("http://evil", "Mo, "the" Member")' })
      .where(eq(users.id, MEMBER_ID));
    const res = await admin.get(orgUrl('/reports/members.csv'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="acme-engineering-members-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(MEMBER_CSV_HEADER.join(','));
    const memberLine = lines.find((line) => line.includes('member@example.com'));
    // Quoted (comma and quotes inside), quotes doubled, and the formula defused with a leading quote.
    expect(
      memberLine?.startsWith(
        `"'=HYPERLINK(""http://evil"", ""Mo, ""the"" Member"")",member@example.com,3,2,0,0,`,
      ),
    ).toBe(true);
    expect(memberLine?.endsWith(': Advanced')).toBe(true);
    expect(lines.at(-1)).toBe('');
  });

  it('mails the weekly summary to admins once per organization and ISO week', async () => {
    const { app } = world;
    const ctx = app.assignments;
    const now = new Date();
    expect(await runWeeklySummary(ctx, now)).toBe(1);
    expect(await runWeeklySummary(ctx, new Date(now.getTime() + 60_000))).toBe(0);
    const mails = await app.mailTo('admin@example.com', 'assignment-weekly-summary');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(ASSIGNMENT_MAIL_TEXT.weeklySubject('Acme Engineering'));
    expect(mails[0]?.text).toContain(ASSIGNMENT_MAIL_TEXT.weeklyLine(3, 0));
    // Members and managers are not admins: no summary for them.
    expect(await app.mailTo('member@example.com', 'assignment-weekly-summary')).toEqual([]);
    expect(await app.mailTo('owner@example.com', 'assignment-weekly-summary')).toEqual([]);
    // Next week, another one.
    expect(await runWeeklySummary(ctx, new Date(now.getTime() + 7 * DAY_MS))).toBe(1);
    expect(await app.mailTo('admin@example.com', 'assignment-weekly-summary')).toHaveLength(2);
  });
});
