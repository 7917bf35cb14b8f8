import { receivedFeedbackReplySchema } from '@learnbox/contracts';
import { FEEDBACK_MESSAGES, NOT_LOGGED_IN_MESSAGE } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../auth/testing/accounts-test-app';
import { buildContentTestApp, type ContentTestApp } from '../content/testing/content-test-app';
import { DEFAULT_FEEDBACK_RATE_LIMIT } from './feedback.routes';

// shot-git-undo-last-commit and shot-git-worktrees (a draft) are Ada's (author@example.com).
const SHOT = '/api/edpresso/shot/shot-git-undo-last-commit/feedback';
const ADA = '/api/author/ada-author/feedback';

describe('feedback', { timeout: APP_TIMEOUT_MS }, () => {
  let app: ContentTestApp;
  beforeAll(async () => {
    app = await buildContentTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('asks a visitor to log in', async () => {
    for (const [url, payload] of [
      [SHOT, { reason: 'helpful', message: 'Thanks' }],
      [ADA, { rating: 5 }],
    ] as const) {
      const res = await app.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorText).toBe(NOT_LOGGED_IN_MESSAGE);
    }
    expect((await app.inject({ method: 'GET', url: '/api/author/feedback' })).statusCode).toBe(401);
  });

  it('refuses bad input with a sentence', async () => {
    const learner = await app.as('learner@example.com');
    const cases: [string, unknown, string][] = [
      [SHOT, { reason: 'meh', message: '' }, 'Choose a reason'],
      [SHOT, { reason: 'unclear', message: 'x'.repeat(2001) }, 'at most 2000 characters'],
      [SHOT, { reason: 'unclear', message: 42 }, 'must be text'],
      [ADA, { rating: 6, message: 'ok' }, 'from 1 to 5'],
      [ADA, { rating: 2.5 }, 'from 1 to 5'],
      [ADA, {}, 'from 1 to 5'],
    ];
    for (const [url, payload, sentence] of cases) {
      const res = await learner.request({ method: 'POST', url, payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(sentence);
    }
  });

  it('answers 404 for a draft, an unknown shot or an unknown author', async () => {
    const learner = await app.as('learner@example.com');
    for (const url of [
      '/api/edpresso/shot/shot-git-worktrees/feedback',
      '/api/edpresso/shot/shot-nothing-here/feedback',
    ]) {
      const res = await learner.request({ method: 'POST', url, payload: { reason: 'helpful' } });
      expect(res.statusCode).toBe(404);
    }
    const res = await learner.request({
      method: 'POST',
      url: '/api/author/nobody-here/feedback',
      payload: { rating: 3 },
    });
    expect(res.statusCode).toBe(404);
  });

  it('stores feedback the author then reads, and refuses feedback on your own work', async () => {
    const learner = await app.as('learner@example.com');
    const onShot = await learner.request({
      method: 'POST',
      url: SHOT,
      payload: { reason: 'unclear', message: '  Which reset keeps my changes?  ' },
    });
    expect(onShot.statusCode, onShot.body).toBe(200);
    const onAuthor = await learner.request({ method: 'POST', url: ADA, payload: { rating: 4, message: '' } });
    expect(onAuthor.statusCode).toBe(200);

    const ada = await app.as('author@example.com');
    const received = receivedFeedbackReplySchema.parse((await ada.get('/api/author/feedback')).json());
    expect(received.feedback.map((item) => [item.kind, item.reason, item.rating, item.message])).toEqual([
      ['author', null, 4, ''],
      ['shot', 'unclear', null, 'Which reset keeps my changes?'],
    ]);
    expect(received.feedback[1]).toMatchObject({
      from_name: 'Lee Learner',
      shot: { id: 'shot-git-undo-last-commit', url: '/answers/git-undo-last-commit' },
    });
    // Others' feedback is not the learner's to read.
    const mine = receivedFeedbackReplySchema.parse((await learner.get('/api/author/feedback')).json());
    expect(mine.feedback).toEqual([]);

    const own = await ada.request({ method: 'POST', url: SHOT, payload: { reason: 'helpful' } });
    expect(own.statusCode).toBe(400);
    expect(own.json().errorText).toBe(FEEDBACK_MESSAGES.OWN_WORK);
  });

  it('limits how much feedback one user sends', async () => {
    const subscriber = await app.as('subscriber@example.com');
    const statuses: number[] = [];
    for (let sent = 0; sent <= DEFAULT_FEEDBACK_RATE_LIMIT.max; sent += 1)
      statuses.push(
        (await subscriber.request({ method: 'POST', url: ADA, payload: { rating: 5, message: `${sent}` } }))
          .statusCode,
      );
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
