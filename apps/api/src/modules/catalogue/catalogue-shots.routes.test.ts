import { type CatalogueReply, catalogueReplySchema } from '@learnbox/contracts';
import { eq, shots } from '@learnbox/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../platform/http/app-instance';
import { buildTestApp } from '../../testing/test-app';

/** Appears only in the prose of one shot ("What is the two-pointer technique?"). */
const SHOT_ONLY_WORD = 'palindromes';
/** Appears only in the draft shot git-worktrees. */
const DRAFT_ONLY_WORD = 'worktree';

describe(`shots in catalogue search (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let app: AppInstance & { dispose(): Promise<void> };
  beforeAll(async () => {
    app = await buildTestApp();
  }, 60_000);
  afterAll(() => app.dispose());

  const search = async (query: string): Promise<CatalogueReply> => {
    const res = await app.inject({ method: 'GET', url: `/api/catalogue${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return catalogueReplySchema.parse(res.json());
  };
  const slugs = (reply: CatalogueReply) => reply.items.map((item) => item.slug);

  it('finds a shot by a word only its text has, as a "shot" result linking to /answers', async () => {
    const reply = await search(`?q=${SHOT_ONLY_WORD}`);
    expect(reply.items).toHaveLength(1);
    expect(reply.items[0]).toMatchObject({
      kind: 'shot',
      slug: 'two-pointer-technique',
      url: '/answers/two-pointer-technique',
      title: 'What is the two-pointer technique?',
      tags: ['algorithms', 'javascript'],
    });
  });

  it('finds it by a prefix and through a typo corrected against shot words', async () => {
    expect(slugs(await search('?q=palindr'))).toEqual(['two-pointer-technique']);
    const typo = await search('?q=palindorms');
    expect(typo.search.corrections).toEqual({ palindorms: ['palindromes'] });
    expect(slugs(typo)).toEqual(['two-pointer-technique']);
  });

  it('ranks with the same rules as courses: a shot title above a lesson mention', async () => {
    const reply = await search('?q=comprehension');
    expect(reply.items[0]).toMatchObject({ kind: 'shot', slug: 'python-list-comprehensions' });
    expect(slugs(reply)).toContain('python-basics');
    expect((await search('?q=bash')).items[0]?.slug).toBe('bash-essentials');
  });

  it('narrows to shots with kind=shot and filters shots by tag', async () => {
    const reply = await search('?kind=shot&tag=git&page_size=48');
    expect(reply.items.every((item) => item.kind === 'shot')).toBe(true);
    expect(slugs(reply).sort()).toEqual([
      'git-ignore-tracked-file',
      'git-rebase-vs-merge',
      'git-stash',
      'git-undo-last-commit',
    ]);
    expect((await search(`?q=${SHOT_ONLY_WORD}&kind=course`)).total).toBe(0);
    expect(slugs(await search(`?q=${SHOT_ONLY_WORD}&tag=algorithms`))).toEqual(['two-pointer-technique']);
    expect((await search(`?q=${SHOT_ONLY_WORD}&tag=git`)).total).toBe(0);
  });

  it('never shows drafts, not even through prefixes or typo corrections', async () => {
    expect((await search(`?q=${DRAFT_ONLY_WORD}`)).total).toBe(0);
    const typo = await search('?q=wroktree');
    expect(typo.total).toBe(0);
    expect(typo.search.corrections).toEqual({});
    expect(slugs(await search('?page_size=48'))).not.toContain('git-worktrees');
  });

  it('drops a shot from search, tags and the sitemap once it is no longer approved', async () => {
    expect(slugs(await search('?q=hexadecimal'))).toEqual(['python-f-strings']);
    await app.deps.db
      .update(shots)
      .set({ isApprovedForPublish: false })
      .where(eq(shots.slug, 'python-f-strings'));
    expect((await search('?q=hexadecimal')).total).toBe(0);
    expect(slugs(await search('?kind=shot&page_size=48'))).not.toContain('python-f-strings');
    const sitemap = (await app.inject({ method: 'GET', url: '/api/catalogue/sitemap' })).json();
    expect(sitemap.shots.map((shot: { slug: string }) => shot.slug)).not.toContain('python-f-strings');
    const tags = (await app.inject({ method: 'GET', url: '/api/catalogue/tags?kind=shot' })).json().tags;
    expect(tags).toContainEqual({ tag: 'python', count: 3 });
  });

  it('keeps the search index in step with edits to a shot', async () => {
    await app.deps.db
      .update(shots)
      .set({ summary: 'Bisection halves a sorted range until one element is left.' })
      .where(eq(shots.slug, 'binary-search'));
    expect(slugs(await search('?q=bisection'))).toEqual(['binary-search']);
  });

  it.each([
    '?kind=answers',
    '?kind=shot&page=0',
    '?kind=shot&page_size=49',
    `?q=${encodeURIComponent("palindromes') | ('")}&kind=shot&tag=%27%3B--`,
  ])('refuses %s with a 400 and a sentence', async (query) => {
    const res = await app.inject({ method: 'GET', url: `/api/catalogue${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorText).toMatch(/\w/);
  });

  it('treats tsquery syntax in a shot search as plain words', async () => {
    const reply = await search(`?q=${encodeURIComponent("palindromes') | ('")}`);
    expect(slugs(reply)).toEqual(['two-pointer-technique']);
    expect((await app.inject({ method: 'GET', url: '/api/catalogue/tags?kind=video' })).statusCode).toBe(400);
  });
});
