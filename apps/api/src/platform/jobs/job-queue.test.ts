import type { DbHandle } from '@learnbox/db';
import { createTestDb } from '@learnbox/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobQueue, startJobQueue } from './job-queue';

// Two queues on one database stand for two api copies (PGlite here, PostgreSQL in CI's second pass).
const silent = { error: () => {} };
let handle: DbHandle;
let copies: JobQueue[];

beforeAll(async () => {
  handle = await createTestDb();
  copies = [];
  for (let i = 0; i < 2; i += 1)
    copies.push(await startJobQueue(handle, silent, { pollingIntervalSeconds: 0.5 }));
}, 60_000);

afterAll(async () => {
  for (const copy of copies) await copy.stop();
  await handle.close();
});

async function until(done: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for jobs');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('job queue (pg-boss on the api database)', () => {
  it('runs every sent job exactly once across two copies', async () => {
    const runs: Array<{ copy: number; n: number }> = [];
    for (const [index, copy] of copies.entries())
      await copy.work<{ n: number }>('test.count', async ({ n }) => {
        runs.push({ copy: index, n });
      });
    for (let n = 0; n < 30; n += 1) await (copies[n % 2] as JobQueue).send('test.count', { n });
    await until(() => runs.length >= 30);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs.map((run) => run.n).sort((a, b) => a - b)).toEqual([...Array(30).keys()]);
  }, 30_000);

  it('stores a singleton job once however many copies send it', async () => {
    const runs: number[] = [];
    for (const [index, copy] of copies.entries())
      await copy.work('test.singleton', async () => {
        runs.push(index);
      });
    await Promise.all(
      copies.map((copy) =>
        copy.send('test.singleton', {}, { singletonKey: 'start-up', singletonSeconds: 60 }),
      ),
    );
    await until(() => runs.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs).toHaveLength(1);
  }, 30_000);

  it('stores a singleton job once when copies send it seconds apart across the end of a slot', async () => {
    const runs: number[] = [];
    for (const [index, copy] of copies.entries())
      await copy.work('test.straddle', async () => {
        runs.push(index);
      });
    await (copies[0] as JobQueue).send(
      'test.straddle',
      {},
      { singletonKey: 'start-up', singletonSeconds: 60 },
    );
    await until(() => runs.length >= 1);
    // As if the first copy had sent it 5 s ago, in the slot before this one.
    await handle.executeSql(
      `UPDATE pgboss.job SET created_on = now() - interval '5 seconds',
         singleton_on = singleton_on - interval '60 seconds' WHERE name = 'test.straddle'`,
    );
    await (copies[1] as JobQueue).send(
      'test.straddle',
      {},
      { singletonKey: 'start-up', singletonSeconds: 60 },
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs).toHaveLength(1);
    const { rows } = await handle.executeSql("SELECT 1 FROM pgboss.job WHERE name = 'test.straddle'");
    expect(rows).toHaveLength(1);
  }, 30_000);

  it('keeps one schedule per name when every copy declares it', async () => {
    for (const copy of copies) await copy.schedule('test.tick', '* * * * *');
    const { rows } = await handle.executeSql('SELECT name, cron FROM pgboss.schedule WHERE name = $1', [
      'test.tick',
    ]);
    expect(rows).toEqual([{ name: 'test.tick', cron: '* * * * *' }]);
  });

  it('retries a job whose handler throws', async () => {
    let attempts = 0;
    await (copies[0] as JobQueue).work('test.flaky', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('first attempt fails');
    });
    await (copies[0] as JobQueue).send('test.flaky', {});
    await until(() => attempts >= 2, 25_000);
    expect(attempts).toBe(2);
  }, 30_000);
});

describe('job queue: retries as the send asked', () => {
  it('gives up after the retry limit the send named', async () => {
    let attempts = 0;
    await (copies[0] as JobQueue).work('test.failing', async () => {
      attempts += 1;
      throw new Error('always fails');
    });
    await (copies[0] as JobQueue).send('test.failing', {}, { retryLimit: 1, retryDelay: 0 });
    await until(() => attempts >= 2, 25_000);
    // The default limit (2) would have tried a third time by now.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(attempts).toBe(2);
  }, 35_000);
});
