import { learningPlansReplySchema, myCoursesReplySchema } from '@learnbox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../auth/testing/accounts-test-app';
import { buildContentTestApp, type ContentTestApp } from '../content/testing/content-test-app';

describe('progress, pins and reader preferences', { timeout: APP_TIMEOUT_MS }, () => {
  let app: ContentTestApp;
  beforeAll(async () => {
    app = await buildContentTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('needs a login', async () => {
    for (const url of [
      '/api/progress/mycourses',
      '/api/progress/learning-plans',
      '/api/reader/preferences',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
  });

  it('marks lessons complete, resumes and reports percent per course and path', async () => {
    const subscriber = await app.as('subscriber@example.com');
    const course = (await subscriber.get('/api/collection/modern-javascript')).json();
    expect(course.access.state).toBe('subscribed');
    const lessons = course.modules.flatMap(
      (module: { lessons: { id: string; slug: string }[] }) => module.lessons,
    );
    for (const lesson of lessons.slice(0, 3)) {
      await subscriber.get(`/api/collection/modern-javascript/page/${lesson.slug}`);
      const done = await subscriber.request({
        method: 'PUT',
        url: `/api/progress/lessons/${lesson.id}/complete`,
      });
      expect(done.statusCode, done.body).toBe(200);
    }
    const mine = myCoursesReplySchema.parse((await subscriber.get('/api/progress/mycourses')).json());
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]?.progress).toEqual({
      completed: 3,
      total: 6,
      percent: 50,
      resume_lesson_slug: 'objects-and-destructuring',
    });
    const undo = await subscriber.request({
      method: 'DELETE',
      url: `/api/progress/lessons/${lessons[2].id}/complete`,
    });
    expect(undo.json().course).toMatchObject({ completed: 2, percent: 33 });

    const plans = learningPlansReplySchema.parse(
      (await subscriber.get('/api/progress/learning-plans')).json(),
    );
    expect(plans.items.map((plan) => plan.slug)).toEqual(['become-a-software-developer']);
    expect(plans.items[0]?.progress).toMatchObject({ completed: 2, total: 18, percent: 11 });
  });

  it('refuses to complete a lesson the learner cannot read', async () => {
    const learner = await app.as('learner@example.com');
    const res = await learner.request({ method: 'PUT', url: '/api/progress/lessons/lsn-js-async/complete' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual({ reason: 'purchase_or_subscription' });
    expect(
      (await learner.request({ method: 'PUT', url: '/api/progress/lessons/lsn-nope/complete' })).statusCode,
    ).toBe(404);
  });

  it('pins and unpins work', async () => {
    const learner = await app.as('learner@example.com');
    const pin = await learner.request({
      method: 'PUT',
      url: '/api/pinwork?work_type=path&path_type=learning_plan',
      payload: { work_id: 'path-software-developer' },
    });
    expect(pin.json()).toEqual({ work_id: 'path-software-developer', pinned: true });
    const plans = (await learner.get('/api/progress/learning-plans')).json();
    expect(plans.items[0]).toMatchObject({ slug: 'become-a-software-developer', pinned: true });
    const wrongType = await learner.request({
      method: 'PUT',
      url: '/api/pinwork?work_type=collection',
      payload: { work_id: 'path-software-developer' },
    });
    expect(wrongType.statusCode).toBe(400);
    const bad = await learner.request({ method: 'PUT', url: '/api/pinwork', payload: { work_id: 'x' } });
    expect(bad.statusCode).toBe(400);
    const unpin = await learner.request({
      method: 'PUT',
      url: '/api/unpinwork?work_type=path',
      payload: { work_id: 'path-software-developer' },
    });
    expect(unpin.json().pinned).toBe(false);
  });

  it('saves reader preferences and remembers that fonts were customized', async () => {
    const learner = await app.as('learner@example.com');
    expect((await learner.get('/api/reader/preferences')).json()).toMatchObject({
      used_customize_fonts: false,
    });
    const prefs = { font_family: 'serif', font_size: 19, line_height: 1.8, theme: 'sepia' };
    const saved = await learner.request({ method: 'PUT', url: '/api/reader/preferences', payload: prefs });
    expect(saved.json()).toEqual({ ...prefs, used_customize_fonts: true });
    expect((await learner.get('/api/reader/preferences')).json()).toEqual({
      ...prefs,
      used_customize_fonts: true,
    });
    const bad = await learner.request({
      method: 'PUT',
      url: '/api/reader/preferences',
      payload: { ...prefs, font_size: 90 },
    });
    expect(bad.statusCode).toBe(400);
  });
});
