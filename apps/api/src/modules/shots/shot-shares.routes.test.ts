import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, WEB_ORIGIN } from '../auth/testing/accounts-test-app';
import { buildContentTestApp, type ContentTestApp } from '../content/testing/content-test-app';
import { DEFAULT_SHOT_RATE_LIMITS } from './shots.routes';

/** PUT /api/edpresso/shot/{id}/shares counts each person once and is rate limited. */
describe('shot shares', { timeout: APP_TIMEOUT_MS }, () => {
  let app: ContentTestApp;
  beforeAll(async () => {
    app = await buildContentTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  const share = (id: string, remoteAddress = '203.0.113.1') =>
    app.inject({
      method: 'PUT',
      url: `/api/edpresso/shot/${id}/shares`,
      headers: { origin: WEB_ORIGIN },
      remoteAddress,
    });

  it('counts a visitor once per address and a user once per account', async () => {
    const id = 'shot-git-stash';
    for (let call = 0; call < 5; call += 1) expect((await share(id)).json()).toEqual({ shares: 1 });
    expect((await share(id, '198.51.100.9')).json()).toEqual({ shares: 2 });
    const learner = await app.as('learner@example.com');
    for (let call = 0; call < 3; call += 1) {
      const res = await learner.request({ method: 'PUT', url: `/api/edpresso/shot/${id}/shares` });
      expect(res.json()).toEqual({ shares: 3 });
    }
    const read = await app.inject({ method: 'GET', url: '/api/edpresso/shot/url/answers/git-stash' });
    expect(read.json().shares).toBe(3);
  });

  it('counts parallel calls of one person once', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => share('shot-git-rebase-vs-merge', '198.51.100.20')),
    );
    expect(replies.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(replies.map((res) => res.json().shares)).toEqual(Array(8).fill(1));
  });

  it('answers a visitor over the limit with 429 and a sentence, and counts nothing more', async () => {
    const address = '198.51.100.77';
    const { max } = DEFAULT_SHOT_RATE_LIMITS.sharesPerAddress;
    for (let call = 0; call < max; call += 1) {
      expect((await share('shot-python-f-strings', address)).statusCode).toBe(200);
    }
    const refused = await share('shot-git-undo-last-commit', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorText).toMatch(
      /^Too many attempts \(rate limit\)\. Please try again in \d+ minutes\.$/,
    );
    const read = await app.inject({
      method: 'GET',
      url: '/api/edpresso/shot/url/answers/git-undo-last-commit',
    });
    expect(read.json().shares).toBe(0);
    // Another address still has its own budget.
    expect((await share('shot-git-undo-last-commit', '198.51.100.78')).json()).toEqual({ shares: 1 });
  });
});
