import { catalogueReplySchema } from '@learnbox/contracts';
import { eq, lessons } from '@learnbox/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../http/app-instance';
import { buildTestApp } from '../../testing/test-app';

describe('catalogue', () => {
  let app: AppInstance & { dispose(): Promise<void> };
  beforeAll(async () => {
    app = await buildTestApp();
  }, 60_000);
  afterAll(() => app.dispose());

  const list = async (query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/catalogue${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return catalogueReplySchema.parse(res.json());
  };

  it('lists published courses, paths and shots, never drafts or private ones', async () => {
    const reply = await list('?page_size=48');
    expect(reply.total).toBe(20);
    expect(reply.items.map((item) => item.url)).toContain('/path/become-a-software-developer');
    expect(reply.items.filter((item) => item.kind === 'shot')).toHaveLength(15);
    expect((await list('?kind=course')).total).toBe(4);
  });

  it('finds a course by a word that appears only in one of its lessons, and says where', async () => {
    const reply = await list('?q=nullish');
    expect(reply.items.map((item) => item.slug)).toEqual(['modern-javascript']);
    expect(reply.items[0]?.headline).toContain('Objects, destructuring and spread');
  });

  it('never names a lesson for a word found only in its hidden judge tests', async () => {
    const [lesson] = await app.deps.db.select().from(lessons).where(eq(lessons.id, 'lsn-js-functions'));
    const widgets = [
      ...(lesson?.widgets ?? []),
      {
        type: 'Code',
        id: 'hidden-probe',
        language: 'javascript',
        files: [{ name: 'main.js', content: 'console.log(1)' }],
        hidden_tests: [{ stdin: '', expected_output: 'nullish' }],
      },
    ];
    await app.deps.db.update(lessons).set({ widgets }).where(eq(lessons.id, 'lsn-js-functions'));
    try {
      const headline = (await list('?q=nullish')).items[0]?.headline ?? '';
      expect(headline).toContain('Objects, destructuring and spread');
      expect(headline).not.toContain(lesson?.title);
    } finally {
      await app.deps.db
        .update(lessons)
        .set({ widgets: lesson?.widgets ?? [] })
        .where(eq(lessons.id, 'lsn-js-functions'));
    }
  });

  it('matches prefixes and tolerates typos', async () => {
    expect((await list('?q=walr')).items.map((item) => item.slug)).toEqual(['python-basics']);
    const typo = await list('?q=destructurnig');
    expect(typo.search.corrections).toEqual({ destructurnig: ['destructuring'] });
    expect(typo.items.map((item) => item.slug)).toContain('modern-javascript');
  });

  it('ranks title matches first', async () => {
    const reply = await list('?q=bash');
    expect(reply.items[0]?.slug).toBe('bash-essentials');
  });

  it('filters by tag and kind, sorts and pages', async () => {
    expect((await list('?tag=python&kind=course')).items.map((item) => item.slug)).toEqual(['python-basics']);
    expect((await list('?tag=python')).items.map((item) => item.slug).sort()).toEqual([
      'become-a-software-developer',
      'binary-search',
      'python-basics',
      'python-enumerate-zip',
      'python-f-strings',
      'python-list-comprehensions',
    ]);
    expect((await list('?kind=path')).items).toHaveLength(1);
    const byTitle = await list('?kind=course&sort=title&page_size=1&page=2');
    expect(byTitle).toMatchObject({ total: 4, page: 2, page_count: 4 });
    expect(byTitle.items.map((item) => item.title)).toEqual(['Data Structures in C++']);
    const allByTitle = await list('?sort=title&page_size=2&page=2');
    expect(allByTitle).toMatchObject({ total: 20, page: 2, page_count: 10 });
    const titles = (await list('?sort=title&page_size=48')).items.map((item) => item.title);
    expect(allByTitle.items.map((item) => item.title)).toEqual(titles.slice(2, 4));
    expect((await list('?page=500')).items).toEqual([]);
  });

  it('treats SQL and tsquery syntax as plain words', async () => {
    const reply = await list(`?q=${encodeURIComponent("'); drop table collections; -- :* & |")}`);
    expect(reply.items).toEqual([]);
    expect((await list(`?q=${encodeURIComponent('!!! ***')}`)).total).toBe(20);
  });

  it.each([
    '?page=0',
    '?page=501',
    '?page=abc',
    '?page=1.5',
    '?page_size=1000',
    '?sort=random',
    '?kind=video',
    `?q=${'x'.repeat(300)}`,
    '?tag=%3Cscript%3E',
  ])('refuses %s with a 400 and a sentence', async (query) => {
    const res = await app.inject({ method: 'GET', url: `/api/catalogue${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorText).toMatch(/invalid|missing/);
  });

  it('lists tags with counts and every public page for the sitemap', async () => {
    const tags = (await app.inject({ method: 'GET', url: '/api/catalogue/tags' })).json().tags;
    expect(tags).toContainEqual({ tag: 'python', count: 6 });
    const courseTags = (await app.inject({ method: 'GET', url: '/api/catalogue/tags?kind=course' })).json();
    expect(courseTags.tags).toContainEqual({ tag: 'python', count: 1 });
    expect(courseTags.tags.map((item: { tag: string }) => item.tag)).not.toContain('git');
    const sitemap = (await app.inject({ method: 'GET', url: '/api/catalogue/sitemap' })).json();
    expect(sitemap.courses).toHaveLength(4);
    expect(
      sitemap.courses.find((course: { slug: string }) => course.slug === 'bash-essentials').lessons,
    ).toHaveLength(6);
    expect(sitemap.shots.map((shot: { slug: string }) => shot.slug)).not.toContain('git-worktrees');
    expect(sitemap.shots.length).toBeGreaterThanOrEqual(15);
  });
});
