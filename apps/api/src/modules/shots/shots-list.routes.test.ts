import { type ShotListReply, shotListReplySchema } from '@learnbox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../auth/testing/accounts-test-app';
import { buildContentTestApp, type ContentTestApp } from '../content/testing/content-test-app';

/** 15 of the 16 seeded shots are published; git-worktrees is a draft. */
const PUBLISHED_SHOTS = 15;

describe(`shot list for /answers (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, {
  timeout: APP_TIMEOUT_MS,
}, () => {
  let app: ContentTestApp;
  beforeAll(async () => {
    app = await buildContentTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  const list = async (query = ''): Promise<ShotListReply> => {
    const res = await app.inject({ method: 'GET', url: `/api/edpresso/shots${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return shotListReplySchema.parse(res.json());
  };

  it('lists published shots newest first, in pages, never the draft', async () => {
    const first = await list('?page_size=4');
    expect(first).toMatchObject({ total: PUBLISHED_SHOTS, page: 1, page_size: 4, page_count: 4 });
    const all = await list('?page_size=48');
    expect(all.items.map((item) => item.slug)).not.toContain('git-worktrees');
    const dates = all.items.map((item) => item.published_at ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.items).toEqual(all.items.slice(0, 4));
    const last = await list('?page_size=4&page=4');
    expect(last.items).toEqual(all.items.slice(12));
    expect(await list('?page=3&page_size=12')).toMatchObject({ items: [], total: PUBLISHED_SHOTS });
  });

  it('filters by tag and pages within the tag', async () => {
    const git = await list('?tag=git&page_size=3');
    expect(git).toMatchObject({ total: 4, page_count: 2 });
    expect(git.items.every((item) => item.tags.includes('git'))).toBe(true);
    const second = await list('?tag=git&page_size=3&page=2');
    expect(second.items).toHaveLength(1);
    expect((await list('?tag=GIT')).total).toBe(4);
    expect((await list('?tag=cobol')).items).toEqual([]);
  });

  it('sorts by likes with sort=popular', async () => {
    // The oldest shot: last when newest first, first once it is the only one liked.
    const oldest = 'git-undo-last-commit';
    const learner = await app.as('learner@example.com');
    const liked = await learner.request({ method: 'PUT', url: `/api/edpresso/shot/shot-${oldest}/like` });
    expect(liked.statusCode).toBe(200);
    expect((await list('?sort=popular')).items[0]).toMatchObject({ slug: oldest, likes: 1 });
    expect((await list('?page_size=48')).items.at(-1)).toMatchObject({ slug: oldest, likes: 1 });
  });

  it.each([
    '?page=0',
    '?page=501',
    '?page=abc',
    '?page_size=0',
    '?page_size=49',
    '?sort=random',
    '?tag=%3Cscript%3E',
    `?tag=${'a'.repeat(51)}`,
    `?tag=${encodeURIComponent("git' or 1=1 --")}`,
  ])('refuses %s with a 400 and a sentence', async (query) => {
    const res = await app.inject({ method: 'GET', url: `/api/edpresso/shots${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorText).toMatch(/\w{3}/);
  });
});
