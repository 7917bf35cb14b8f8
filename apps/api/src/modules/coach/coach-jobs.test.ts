import { coachAllowanceDays, type DbHandle } from '@learnbox/db';
import { createTestDb } from '@learnbox/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryJobQueue } from '../../platform/jobs';
import { ALLOWANCE_CLEANUP_JOB, startCoachJobs } from './coach-jobs';

const NOW = new Date('2026-03-10T00:30:00Z');

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(() => handle?.close());

describe("the coach's daily clean-up of allowance counters", () => {
  it("deletes counters older than the kept days and keeps today's, yesterday's and the day before", async () => {
    const days = ['2026-03-10', '2026-03-09', '2026-03-08', '2026-03-07', '2026-02-01'];
    await handle.db
      .insert(coachAllowanceDays)
      .values(days.flatMap((day) => ['usr-a', 'usr-b'].map((userId) => ({ userId, day, used: 2 }))));
    const queue = createMemoryJobQueue({ error: () => {} });
    await startCoachJobs(handle.db, queue, () => NOW);
    await queue.send(ALLOWANCE_CLEANUP_JOB, {});
    await queue.idle();
    await queue.stop();

    const left = await handle.db.select().from(coachAllowanceDays);
    expect(left.map((row) => `${row.userId} ${row.day}`).sort()).toEqual([
      'usr-a 2026-03-08',
      'usr-a 2026-03-09',
      'usr-a 2026-03-10',
      'usr-b 2026-03-08',
      'usr-b 2026-03-09',
      'usr-b 2026-03-10',
    ]);
  });
});
