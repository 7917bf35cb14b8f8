import { workflowItemListReplySchema, workflowItemSchema } from '@learnbox/contracts';
import { eq, productEvents } from '@learnbox/db';
import { MARKETING_MESSAGES, PRODUCT_EVENTS } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../auth/testing/accounts-test-app';
import { buildContentTestApp, type ContentTestApp } from '../content/testing/content-test-app';

describe('workflow items and onboarding', { timeout: APP_TIMEOUT_MS }, () => {
  let app: ContentTestApp;
  beforeAll(async () => {
    app = await buildContentTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('asks a visitor to log in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/workflow/items' })).statusCode).toBe(401);
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/onboarding',
      payload: { goal: 'upskill', experience: 'new', language: 'python' },
    });
    expect(res.statusCode).toBe(401);
  });

  it("keeps each user's tasks their own, soonest due first", async () => {
    const learner = await app.as('learner@example.com');
    const later = await learner.post('/api/workflow/items', {
      title: 'Finish loops',
      due_date: '2026-12-20',
      course_slug: 'python-basics',
    });
    expect(later.statusCode, later.body).toBe(200);
    const sooner = await learner.post('/api/workflow/items', {
      title: 'Start JavaScript',
      due_date: '2026-12-01',
      course_slug: 'modern-javascript',
    });
    const item = workflowItemSchema.parse(sooner.json());
    expect(item.course).toMatchObject({ slug: 'modern-javascript', url: '/courses/modern-javascript' });
    const mine = workflowItemListReplySchema.parse((await learner.get('/api/workflow/items')).json());
    expect(mine.items.map((entry) => entry.title)).toEqual(['Start JavaScript', 'Finish loops']);

    const other = await app.as('subscriber@example.com');
    expect(workflowItemListReplySchema.parse((await other.get('/api/workflow/items')).json()).items).toEqual(
      [],
    );
    for (const request of [
      { method: 'PATCH' as const, url: `/api/workflow/items/${item.id}`, payload: { done: true } },
      { method: 'DELETE' as const, url: `/api/workflow/items/${item.id}` },
    ]) {
      const res = await other.request(request);
      expect(res.statusCode).toBe(404);
      expect(res.json().errorText).toBe(MARKETING_MESSAGES.WORKFLOW_ITEM_NOT_FOUND);
    }

    const done = await learner.request({
      method: 'PATCH',
      url: `/api/workflow/items/${item.id}`,
      payload: { done: true },
    });
    expect(done.json().done).toBe(true);
    const after = workflowItemListReplySchema.parse((await learner.get('/api/workflow/items')).json());
    expect(after.items.map((entry) => [entry.title, entry.done])).toEqual([
      ['Finish loops', false],
      ['Start JavaScript', true],
    ]);
    expect(
      (await learner.request({ method: 'DELETE', url: `/api/workflow/items/${item.id}` })).statusCode,
    ).toBe(200);
    expect(
      (await learner.request({ method: 'DELETE', url: `/api/workflow/items/${item.id}` })).statusCode,
    ).toBe(404);
  });

  it('refuses a task without a title, a real date or a listed course', async () => {
    const learner = await app.as('learner@example.com');
    const cases: [object, number, string][] = [
      [{ title: '', due_date: '2026-12-01', course_slug: 'python-basics' }, 400, 'Give the task a title.'],
      [{ title: 'A', due_date: 'tomorrow', course_slug: 'python-basics' }, 400, 'Choose a due date like'],
      [{ title: 'A', due_date: '2026-02-31', course_slug: 'python-basics' }, 400, 'Choose a real date.'],
      [
        { title: 'A', due_date: '2026-12-01', course_slug: 'no-such-course' },
        404,
        MARKETING_MESSAGES.WORKFLOW_COURSE_NOT_FOUND,
      ],
      // A path is not a course.
      [
        { title: 'A', due_date: '2026-12-01', course_slug: 'become-a-software-developer' },
        404,
        'find this course',
      ],
    ];
    for (const [payload, status, sentence] of cases) {
      const res = await learner.post('/api/workflow/items', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(sentence);
    }
    expect(
      (
        await learner.request({
          method: 'PATCH',
          url: '/api/workflow/items/not-a-uuid',
          payload: { done: true },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('marks onboarding done in user info and stops showing the questionnaire', async () => {
    const owner = await app.as('owner@example.com');
    expect((await owner.get('/api/user/info')).json().workflow_onboarding.is_onboarding_completed).toBe(
      false,
    );
    const bad = await owner.post('/api/user/onboarding', {
      goal: 'fame',
      experience: 'new',
      language: 'python',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Choose a goal.');
    const res = await owner.post('/api/user/onboarding', {
      goal: 'interview',
      experience: 'some',
      language: 'cpp',
    });
    expect(res.statusCode, res.body).toBe(200);
    const info = (await owner.get('/api/user/info')).json();
    expect(info.show_onboarding_questionnaire).toBe(false);
    expect(info.workflow_onboarding.is_onboarding_completed).toBe(true);
    // The answers are a product event (the refused ones are not).
    const events = await app.deps.db
      .select()
      .from(productEvents)
      .where(eq(productEvents.name, PRODUCT_EVENTS.ONBOARDING_COMPLETED));
    expect(events.map((event) => event.props)).toEqual([
      { goal: 'interview', experience: 'some', language: 'cpp' },
    ]);
  });
});
