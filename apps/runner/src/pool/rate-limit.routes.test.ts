import { RATE_LIMIT_MESSAGE } from '@learnbox/domain/execution/messages';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestRunner, type TestRunner } from '../testing/test-runner';

let runner: TestRunner;
beforeAll(async () => {
  runner = await startTestRunner({ RUNNER_POOL_SIZE: '1', RUNNER_QUEUE_LENGTH: '2' });
});
afterAll(() => runner?.close());

it('answers 429 with the rate-limit sentence once the pool and its queue are full, and recovers', async () => {
  const replies = await Promise.all(
    Array.from({ length: 8 }, () =>
      runner.execute({ language: 'python', code: 'import time\ntime.sleep(0.2)\nprint(1)' }),
    ),
  );
  const statuses = replies.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 200)).toHaveLength(3);
  expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  for (const reply of replies.filter((r) => r.statusCode === 429))
    expect(reply.json()).toEqual({ errorText: RATE_LIMIT_MESSAGE });
  expect((await runner.execute({ language: 'python', code: 'print(2)' })).json()).toMatchObject({
    stdout: '2\n',
  });
});
