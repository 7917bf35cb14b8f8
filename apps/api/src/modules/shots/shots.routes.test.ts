import { shotPropsSchema, shotReplySchema } from '@learnbox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../auth/testing/accounts-test-app';
import { buildContentTestApp, type ContentTestApp } from '../content/testing/content-test-app';

describe('shots', { timeout: APP_TIMEOUT_MS }, () => {
  let app: ContentTestApp;
  beforeAll(async () => {
    app = await buildContentTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('reads a shot by its page URL', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/edpresso/shot/url/answers/git-undo-last-commit',
    });
    expect(res.statusCode).toBe(200);
    const shot = shotReplySchema.parse(res.json());
    expect(shot).toMatchObject({
      id: 'shot-git-undo-last-commit',
      license: 'CC BY-SA 4.0',
      status: 'published',
    });
    expect(shot.readTime).toBeGreaterThanOrEqual(1);
  });

  it('lists published shots by tag', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/edpresso/shots?tag=git&page_size=48' });
    expect(
      res
        .json()
        .items.map((item: { slug: string }) => item.slug)
        .sort(),
    ).toEqual(['git-ignore-tracked-file', 'git-rebase-vs-merge', 'git-stash', 'git-undo-last-commit']);
  });

  it('keeps drafts for their author and draft viewers', async () => {
    const url = '/api/edpresso/shot/url/answers/git-worktrees';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const learner = await app.as('learner@example.com');
    expect((await learner.get(url)).statusCode).toBe(404);
    const author = await app.as('author@example.com');
    expect((await author.get(url)).statusCode).toBe(200);
    const staff = await app.as('staff@learnbox.dev');
    expect((await staff.get(url)).statusCode).toBe(200);
    const props = shotPropsSchema.parse(
      (await author.get('/api/edpresso/shot/shot-git-worktrees/props?status=draft')).json(),
    );
    expect(props.draftViewers).toEqual([{ author_id: 'staff@learnbox.dev' }]);
    expect((await staff.get('/api/edpresso/shot/shot-git-worktrees/props?status=draft')).statusCode).toBe(
      200,
    );
  });

  it('likes, bookmarks and shares', async () => {
    const id = 'shot-python-f-strings';
    const anonymous = await app.inject({ method: 'PUT', url: `/api/edpresso/shot/${id}/like` });
    expect(anonymous.statusCode).toBe(401);
    const learner = await app.as('learner@example.com');
    const liked = await learner.request({ method: 'PUT', url: `/api/edpresso/shot/${id}/like` });
    expect(liked.json()).toEqual({ isLikedByReader: true, shotLikes: 1 });
    await learner.request({ method: 'PUT', url: `/api/edpresso/shot/${id}/like` });
    await learner.request({ method: 'PUT', url: `/api/edpresso/shot/${id}/bookmark` });
    const props = shotPropsSchema.parse((await learner.get(`/api/edpresso/shot/${id}/props`)).json());
    expect(props).toMatchObject({
      isLikedByReader: true,
      isBookmarkedByReader: true,
      shotLikes: 1,
      draftViewers: [],
    });
    await learner.request({ method: 'DELETE', url: `/api/edpresso/shot/${id}/like` });
    const after = (
      await app.inject({ method: 'GET', url: `/api/edpresso/shot/${id}/props?status=published` })
    ).json();
    expect(after).toMatchObject({ shotLikes: 0, isLikedByReader: false });
    const shares = await app.inject({ method: 'PUT', url: `/api/edpresso/shot/${id}/shares` });
    expect(shares.json()).toEqual({ shares: 1 });
  });

  it.each([
    ['GET', '/api/edpresso/shot/url/blog/git-stash', 400],
    ['GET', '/api/edpresso/shot/url/answers/Bad_Slug', 400],
    ['GET', '/api/edpresso/shot/shot-git-stash/props?status=archived', 400],
    ['GET', '/api/edpresso/shot/shot-git-stash/props?status=draft', 403],
    ['GET', '/api/edpresso/shot/no-such-shot/props', 404],
    ['PUT', '/api/edpresso/shot/DROP%20TABLE/shares', 400],
    ['GET', '/api/edpresso/shots?page=0', 400],
  ] as const)('%s %s is %i', async (method, url, status) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expect(res.json().errorText).toMatch(/\w/);
  });
});
