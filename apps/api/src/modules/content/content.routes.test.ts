import { collectionReplySchema, lessonReplySchema } from '@learnbox/contracts';
import { KNOWN_MESSAGES, LOCK_MESSAGES } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../auth/testing/accounts-test-app';
import { buildContentTestApp, type ContentTestApp } from './testing/content-test-app';

describe('course, path and lesson reads', { timeout: APP_TIMEOUT_MS }, () => {
  let app: ContentTestApp;
  beforeAll(async () => {
    app = await buildContentTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('shows every course page to logged-out visitors, with locks after the first lesson', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/collection/modern-javascript' });
    expect(res.statusCode).toBe(200);
    const course = collectionReplySchema.parse(res.json());
    expect(course).toMatchObject({ collection_type: 'collection', is_priced: true, progress: null });
    expect(course.access).toEqual({ logged_in: false, state: 'preview', lock_reason: 'login_required' });
    if (course.collection_type !== 'collection') throw new Error('expected a course');
    const lessons = course.modules.flatMap((module) => module.lessons);
    expect(lessons).toHaveLength(6);
    expect(lessons.map((lesson) => lesson.locked)).toEqual([false, true, true, true, true, true]);
    expect(course.author).toMatchObject({ name: 'Ada Author', badge: 'Rising Mentor' });
    expect(course.paths).toEqual([
      { slug: 'become-a-software-developer', title: 'Become a Software Developer' },
    ]);
  });

  it('opens the first lesson and locks the second with a 403 and its reason', async () => {
    const first = await app.inject({
      method: 'GET',
      url: '/api/collection/modern-javascript/page/values-and-variables',
    });
    expect(first.statusCode).toBe(200);
    const lesson = lessonReplySchema.parse(first.json());
    expect(lesson.lesson.widgets.some((widget) => widget.type === 'RunJS')).toBe(true);
    expect(lesson.previous).toBeNull();
    expect(lesson.next).toMatchObject({ slug: 'functions-and-closures', locked: true });

    const second = await app.inject({
      method: 'GET',
      url: '/api/collection/modern-javascript/page/functions-and-closures',
    });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({
      errorText: LOCK_MESSAGES.login_required,
      errors: { reason: 'login_required' },
    });
  });

  it('serves the same lesson by its page URL and checks the revision', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/page/url/courses/python-basics/functions' });
    expect(res.statusCode).toBe(200);
    const revision = res.json().lesson.content_revision as number;
    const same = await app.inject({
      method: 'GET',
      url: `/api/page/url/courses/python-basics/functions?content_revision=${revision}`,
    });
    expect(same.statusCode).toBe(200);
    const stale = await app.inject({
      method: 'GET',
      url: `/api/page/url/courses/python-basics/functions?content_revision=${revision + 1}`,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorText).toBe(KNOWN_MESSAGES.CONTENT_JUST_UPDATED);
    const draft = await app.inject({
      method: 'GET',
      url: '/api/page/url/courses/python-basics/functions?content_revision=draft',
    });
    expect(draft.statusCode).toBe(403);
  });

  it('opens priced lessons to subscribers and owners, and only the owned course to an owner', async () => {
    const subscriber = await app.as('subscriber@example.com');
    const res = await subscriber.get('/api/collection/modern-javascript/page/async-javascript');
    expect(res.statusCode, res.body).toBe(200);
    const bash = await subscriber.get('/api/collection/bash-essentials/page/loops');
    expect(bash.statusCode).toBe(200);

    const owner = await app.as('owner@example.com');
    expect((await owner.get('/api/collection/cpp-data-structures/page/graphs-and-bfs')).statusCode).toBe(200);
    const course = (await owner.get('/api/collection/cpp-data-structures')).json();
    expect(course.access).toMatchObject({ state: 'owned', logged_in: true });
    const other = await owner.get('/api/collection/modern-javascript/page/async-javascript');
    expect(other.statusCode).toBe(403);
    expect(other.json().errors).toEqual({ reason: 'purchase_or_subscription' });
    const subscriptionOnly = await owner.get('/api/collection/bash-essentials/page/loops');
    expect(subscriptionOnly.json().errors).toEqual({ reason: 'subscription_required' });
  });

  it('opens free courses to everyone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/collection/python-basics/page/functions' });
    expect(res.statusCode).toBe(200);
  });

  it('reads a path with its courses in order', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/collection/become-a-software-developer?work_type=path',
    });
    expect(res.statusCode).toBe(200);
    const path = collectionReplySchema.parse(res.json());
    if (path.collection_type !== 'path') throw new Error('expected a path');
    expect(path.path_type).toBe('learning_plan');
    expect(path.courses.map((course) => course.slug)).toEqual([
      'python-basics',
      'modern-javascript',
      'cpp-data-structures',
    ]);
    expect(path.lesson_count).toBe(18);
  });

  it.each([
    ['/api/collection/Not_A_Slug', 400],
    ['/api/collection/no-such-course', 404],
    ['/api/collection/python-basics?work_type=path', 404],
    ['/api/collection/python-basics?work_type=nonsense', 400],
    ['/api/collection/python-basics/page/no-such-lesson', 404],
    ['/api/collection/python-basics/page/functions?content_revision=banana', 400],
    ['/api/collection/python-basics/page/functions?content_revision=99999999999', 400],
    ['/api/page/url/blog/python-basics/functions', 400],
    [`/api/collection/${'a'.repeat(500)}`, 400],
    ["/api/collection/x'%20or%201=1--", 400],
  ])('answers %s with %i and a readable errorText', async (url, status) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json().errorText).toMatch(/\w+/);
  });
});
