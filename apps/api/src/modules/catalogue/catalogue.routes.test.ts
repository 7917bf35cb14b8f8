import { catalogueReplySchema } from '@learnbox/contracts';
import { collections, eq, inArray, lessons, sql } from '@learnbox/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  APP_TIMEOUT_MS,
  buildAccountsTestApp,
  type TestBrowser,
} from '../auth/testing/accounts-test-app';

describe('catalogue', () => {
  let app: AccountsTestApp;
  const readers: Record<string, TestBrowser> = {};
  beforeAll(async () => {
    app = await buildAccountsTestApp();
    for (const name of ['learner', 'subscriber', 'owner']) {
      readers[name] = app.browser();
      const login = await readers[name].post('/api/user/login', {
        email: `${name}@example.com`,
        password: 'learnbox-demo',
      });
      expect(login.statusCode).toBe(200);
    }
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  /** The catalogue as a visitor, or as one of the signed-in demo readers. */
  const list = async (query = '', reader?: 'learner' | 'subscriber' | 'owner') => {
    const res = reader
      ? await (readers[reader] as TestBrowser).get(`/api/catalogue${query}`)
      : await app.inject({ method: 'GET', url: `/api/catalogue${query}` });
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
    const reply = await list('?q=nullish', 'subscriber');
    expect(reply.items.map((item) => item.slug)).toEqual(['modern-javascript']);
    expect(reply.items[0]?.headline).toContain('Objects, destructuring and spread');
  });

  it('never reveals a word found only in a lesson the caller cannot open', async () => {
    // "nullish" is only in lesson 4 of the priced Modern JavaScript course.
    for (const reader of [undefined, 'learner', 'owner'] as const) {
      const reply = await list('?q=nullish', reader);
      expect(reply.items, reader).toEqual([]);
      // Nor through a typo correction: the index's vocabulary holds only readable text.
      const typo = await list('?q=nullsh', reader);
      expect(typo.search.corrections, reader).toEqual({});
      expect(typo.items, reader).toEqual([]);
    }
    expect((await list('?q=nullsh', 'subscriber')).items.map((item) => item.slug)).toEqual([]);
  });

  it('searches the whole text of a course the caller owns, and names only lessons they open', async () => {
    // "deques" is only in lesson 3 of Data Structures in C++, which owner@example.com owns.
    const owned = await list('?q=deques', 'owner');
    expect(owned.items.map((item) => item.slug)).toEqual(['cpp-data-structures']);
    expect(owned.items[0]?.headline).toContain('Stacks and queues');
    expect((await list('?q=deques', 'learner')).items).toEqual([]);
    expect((await list('?q=deques')).items).toEqual([]);
  });

  it("orders a visitor's results the same whether or not locked lessons also hold the word", async () => {
    const ids = ['crs-modern-javascript', 'crs-cpp-data-structures'];
    const slugs: Record<string, string> = {
      'crs-modern-javascript': 'modern-javascript',
      'crs-cpp-data-structures': 'cpp-data-structures',
    };
    const saved = await app.deps.db
      .select({ id: collections.id, vector: collections.searchVector, words: collections.searchWords })
      .from(collections)
      .where(inArray(collections.id, ids));
    const setText = async (id: string, weighted: string) => {
      await app.deps.db
        .update(collections)
        .set({
          searchVector: sql`${sql.raw(weighted.replaceAll('CONFIG', "'english'"))}`,
          searchWords: sql`${sql.raw(weighted.replaceAll('CONFIG', "'simple'"))}`,
        })
        .where(eq(collections.id, id));
    };
    const order = async (reader?: 'learner' | 'subscriber') =>
      (await list('?q=zyxquartz', reader)).items.map((item) => item.slug);
    try {
      for (const id of ids) await setText(id, "setweight(to_tsvector(CONFIG, 'zyxquartz'), 'A')");
      const plain = await order();
      expect(plain).toHaveLength(2);
      // The course the tie-breakers put last gains the word, many times, in a locked lesson (D).
      const last = ids.find((id) => slugs[id] === plain[1]) as string;
      await setText(
        last,
        "setweight(to_tsvector(CONFIG, 'zyxquartz'), 'A') || setweight(to_tsvector(CONFIG, 'zyxquartz zyxquartz zyxquartz zyxquartz'), 'D')",
      );
      expect(await order()).toEqual(plain);
      expect(await order('learner')).toEqual(plain);
      // A subscriber opens it, so the locked text counts for them.
      expect(await order('subscriber')).toEqual([...plain].reverse());
    } finally {
      for (const row of saved) {
        await app.deps.db
          .update(collections)
          .set({ searchVector: row.vector, searchWords: row.words })
          .where(eq(collections.id, row.id));
      }
    }
  });

  it('names the first-lesson preview for everyone, since anyone may open it', async () => {
    const reply = await list('?q=bigint');
    expect(reply.items.map((item) => item.slug)).toEqual(['modern-javascript']);
    expect(reply.items[0]?.headline).toMatch(/^Matches in the lesson “[^”]+”$/);
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
      const headline = (await list('?q=nullish', 'subscriber')).items[0]?.headline ?? '';
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
