import { setTimeout as delay } from 'node:timers/promises';
import { COACH_ALLOWANCE, DomainError, STATUS } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCodeTestApp, type CodeTestApp } from '../code/testing/code-test-app';

/**
 * The daily allowance under concurrency, through the api on the seeded content. The hint's judge
 * is replaced by one that takes a while, as a real run does, and then finds the runner down (the
 * ladder hints without it) or crashes: simultaneous hints are all in flight at once, the window a
 * read-then-write allowance lets them all through.
 */
const LESSON = 'lsn-python-lists';
const WIDGET = 'evens-exercise';
const FREE = COACH_ALLOWANCE.FREE_PER_DAY;
const JUDGE_MS = 400;

let app: CodeTestApp;
let judgeCrashes = false;

beforeAll(async () => {
  app = await buildCodeTestApp({
    seed: true,
    app: {
      coach: {
        model: null,
        plans: { planOf: async () => ({ is_premium_plus_user: false }) },
        judge: async () => {
          await delay(JUDGE_MS);
          if (judgeCrashes) throw new Error('judge crashed');
          throw new DomainError('The runner is not reachable.', STATUS.EXTERNAL_SERVICE_FAILED);
        },
      },
    },
  });
}, 120_000);
afterAll(() => app?.dispose());

const explain = (userId: string) =>
  app.call(
    {
      method: 'POST',
      url: '/api/coach/explain',
      payload: {
        lesson_id: LESSON,
        widget_id: WIDGET,
        stderr: "Traceback (most recent call last):\nNameError: name 'evns' is not defined\n",
        code: 'print(evns)\n',
      },
    },
    { userId },
  );
const hint = (userId: string) =>
  app.call(
    {
      method: 'POST',
      url: '/api/coach/hint',
      payload: { lesson_id: LESSON, widget_id: WIDGET, files: [{ name: 'main.py', content: 'print(1)\n' }] },
    },
    { userId },
  );

describe('the coach allowance', () => {
  it('with one answer left, of N simultaneous hints exactly one passes', async () => {
    const learner = 'learner-race';
    for (let i = 1; i < FREE; i++) expect((await explain(learner)).json().remaining).toBe(FREE - i);
    const replies = await Promise.all(Array.from({ length: 8 }, () => hint(learner)));
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    expect(replies.find((reply) => reply.statusCode === 200)?.json().remaining).toBe(0);
    for (const refused of replies.filter((reply) => reply.statusCode === 429))
      expect(refused.json().errorText).toContain(`today's ${FREE} coach answers`);
    expect((await explain(learner)).statusCode).toBe(429);
    // Another learner's allowance is their own.
    expect((await explain('learner-race-other')).json().remaining).toBe(FREE - 1);
  });

  it('N simultaneous first hints of the day take one answer each, never more than the allowance', async () => {
    const replies = await Promise.all(Array.from({ length: FREE + 3 }, () => hint('learner-burst')));
    const passed = replies.filter((reply) => reply.statusCode === 200);
    expect(passed).toHaveLength(FREE);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(3);
    const remaining = passed.map((reply) => reply.json().remaining as number).sort();
    expect(remaining).toEqual(Array.from({ length: FREE }, (_, i) => i));
  });

  it('a hint that fails after the take gives the answer back', async () => {
    const learner = 'learner-crash';
    const first = await hint(learner);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().remaining).toBe(FREE - 1);
    judgeCrashes = true;
    try {
      expect((await hint(learner)).statusCode).toBe(500);
    } finally {
      judgeCrashes = false;
    }
    expect((await hint(learner)).json().remaining).toBe(FREE - 2);
  });
});
