import type { AddressInfo } from 'node:net';
import type { ExecuteResponse, JudgeResponse } from '@learnbox/contracts/runner';
import { CALLER_QUEUE_FULL_MESSAGE } from '@learnbox/domain/execution/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRunner, type TestRunner } from '../testing/test-runner';

/**
 * Fair shares with real programs in the real sandbox (DESIGN section 9): one caller flooding the
 * runner cannot stall another, and the signed token's tier sets the time limits.
 */

let runner: TestRunner;
const tokens: Record<'flooder' | 'learner' | 'anonymous' | 'free' | 'paid', string> = {
  flooder: '',
  learner: '',
  anonymous: '',
  free: '',
  paid: '',
};

beforeAll(async () => {
  runner = await startTestRunner({
    RUNNER_POOL_SIZE: '2',
    RUNNER_QUEUE_LENGTH: '16',
    RUNNER_CALLER_QUEUE_LENGTH: '4',
    RUNNER_ANONYMOUS_JUDGE_BUDGET_MS: '1000',
  });
  tokens.flooder = await runner.tokenFor('anon:203.0.113.66', 'anonymous');
  tokens.learner = await runner.tokenFor('usr_learner', 'free');
  tokens.anonymous = await runner.tokenFor('anon:203.0.113.67', 'anonymous');
  tokens.free = await runner.tokenFor('usr_free', 'free');
  tokens.paid = await runner.tokenFor('usr_paid', 'paid');
}, 60_000);
afterAll(() => runner?.close());

const as = (who: keyof typeof tokens, url: string, payload: unknown) =>
  runner.post(url, payload, { 'x-proxy-authorization': tokens[who] });

describe('one caller flooding the runner', () => {
  it("does not delay another caller's quick run, and its own excess gets 429", async () => {
    const spin = { language: 'python', code: 'while True:\n    pass', limits: { wallTimeMs: 1000 } };
    let floodDone = 0;
    // Six slow runs at once: one runs (anonymous: one at a time), four wait, one is refused.
    const flood = Array.from({ length: 6 }, () =>
      as('flooder', '/code/execute', spin).then((reply) => {
        if (reply.statusCode === 200) floodDone++;
        return reply;
      }),
    );
    await new Promise((r) => setTimeout(r, 150));
    const started = performance.now();
    const quick = await as('learner', '/code/execute', { language: 'python', code: 'print(1)' });
    const elapsed = performance.now() - started;
    const doneBeforeQuick = floodDone;

    expect(quick.statusCode).toBe(200);
    expect(quick.json<ExecuteResponse>()).toMatchObject({ status: 'ok', stdout: '1\n' });
    // First come first served would have put it behind at least four of the flood's seconds.
    expect(doneBeforeQuick).toBeLessThanOrEqual(1);
    expect(elapsed).toBeLessThan(2500);

    const replies = await Promise.all(flood);
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(replies.find((r) => r.statusCode === 429)?.json()).toEqual({
      errorText: CALLER_QUEUE_FULL_MESSAGE,
    });
    for (const reply of replies.filter((r) => r.statusCode === 200))
      expect(reply.json<ExecuteResponse>().status).toBe('time_limit');
  }, 30_000);
});

describe('a caller who hangs up', () => {
  it('takes its waiting runs out of the queue: they never hold a slot', async () => {
    await runner.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(runner.app.server.address() as AddressInfo).port}/code/execute`;
    const send = (code: string, signal?: AbortSignal) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-proxy-authorization': tokens.free },
        body: JSON.stringify({ language: 'python', code }),
        ...(signal ? { signal } : {}),
      });
    const sleep = 'import time\ntime.sleep(2)';
    // A free caller runs two at once; the anonymous budget in this file is too short for the sleeps.
    const running = [send(sleep), send(sleep)];
    const runningDone = Promise.all(running).then(() => performance.now());
    await new Promise((r) => setTimeout(r, 150));
    const hangUp = new AbortController();
    // Three more behind its own running ones, then the client goes away.
    const abandoned = Array.from({ length: 3 }, () => send(sleep, hangUp.signal).catch(() => null));
    await new Promise((r) => setTimeout(r, 400));
    hangUp.abort();
    await Promise.all(abandoned);
    const next = await send('print(1)');
    const lateBy = performance.now() - (await runningDone);
    expect(await next.json()).toMatchObject({ status: 'ok', stdout: '1\n' });
    // Only the running sleeps were ahead of it: it starts when they end, not after 2 s more.
    expect(lateBy).toBeLessThan(1500);
    for (const reply of await Promise.all(running)) expect(reply.status).toBe(200);
  }, 30_000);
});

describe('per-tier limits from the signed token', () => {
  const print = (wallTimeMs: number) => ({ language: 'python', code: 'print(1)', limits: { wallTimeMs } });

  it.each([
    ['anonymous', 5000, 200],
    ['anonymous', 5001, 400],
    ['free', 10_000, 200],
    ['free', 10_001, 400],
    ['paid', 20_000, 200],
  ] as const)('%s may ask for %i ms of wall time: %i', async (who, wallTimeMs, status) => {
    const reply = await as(who, '/code/execute', print(wallTimeMs));
    expect(reply.statusCode).toBe(status);
    if (status === 400) expect(reply.json().errorText).toMatch(/wallTimeMs may be at most \d+/);
  });

  it('bounds a judge request as a whole by its tier budget: cases past it are skipped', async () => {
    const judge = {
      language: 'python',
      code: 'import time\ntime.sleep(0.6)\nprint(input())',
      testCases: ['a', 'b', 'c'].map((x) => ({ stdin: `${x}\n`, expectedOutput: `${x}\n` })),
    };
    const started = performance.now();
    const anonymous = await as('anonymous', '/code/judge', judge);
    const elapsed = performance.now() - started;
    expect(anonymous.statusCode).toBe(200);
    const verdicts = anonymous.json<JudgeResponse>().cases.map((c) => c.verdict);
    expect(verdicts.at(-1)).toBe('skipped');
    expect(verdicts).not.toEqual(['passed', 'passed', 'passed']);
    expect(elapsed).toBeLessThan(2500);

    const paid = await as('paid', '/code/judge', judge);
    expect(paid.json<JudgeResponse>().cases.map((c) => c.verdict)).toEqual(['passed', 'passed', 'passed']);
  }, 30_000);
});
