import { describe, expect, it } from 'vitest';
import { createMemoryJobQueue } from './memory-job-queue';

const errors: string[] = [];
const log = { error: (_payload: object, message: string) => void errors.push(message) };

describe('memory job queue (an api without pg-boss)', () => {
  it('runs a sent job off the caller’s path, once its worker exists', async () => {
    const queue = createMemoryJobQueue(log);
    const seen: number[] = [];
    await queue.send('early', { n: 1 });
    await queue.work<{ n: number }>('early', async ({ n }) => {
      seen.push(n);
    });
    await queue.work<{ n: number }>('later', async ({ n }) => {
      seen.push(n);
    });
    await queue.send('later', { n: 2 });
    // send resolved before the handler ran: the caller never waits on the job.
    expect(seen).toEqual([]);
    await queue.idle();
    expect(seen.sort()).toEqual([1, 2]);
  });

  it('retries a throwing handler with back-off up to the limit the send named, then logs it', async () => {
    const queue = createMemoryJobQueue(log, { retryDelayScale: 0.001 });
    const at: number[] = [];
    await queue.work('flaky', async () => {
      at.push(Date.now());
      throw new Error('runner down');
    });
    errors.length = 0;
    await queue.send('flaky', {}, { retryLimit: 3, retryDelay: 20, retryBackoff: true });
    await queue.idle();
    expect(at).toHaveLength(4);
    // 20, 40 and 80 ms apart (20 s, 40 s, 80 s scaled down).
    const gaps = at.slice(1).map((time, index) => time - (at[index] as number));
    expect(gaps[2]).toBeGreaterThanOrEqual(70);
    expect(gaps[2]).toBeGreaterThan(gaps[0] as number);
    expect(errors).toEqual(['a job failed and will not be retried']);
  });

  it('keeps one job per singleton key while it is queued or running', async () => {
    const queue = createMemoryJobQueue(log);
    let runs = 0;
    await queue.work('refresh', async () => {
      runs += 1;
    });
    for (let i = 0; i < 3; i += 1) await queue.send('refresh', {}, { singletonKey: 'w1' });
    await queue.idle();
    await queue.send('refresh', {}, { singletonKey: 'w1' });
    await queue.idle();
    expect(runs).toBe(2);
  });

  it('stops: waits for the running job and drops the retries still to come', async () => {
    const queue = createMemoryJobQueue(log);
    let finished = false;
    let attempts = 0;
    await queue.work('slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      finished = true;
    });
    await queue.work('failing', async () => {
      attempts += 1;
      throw new Error('fails');
    });
    await queue.send('slow', {});
    await queue.send('failing', {}, { retryLimit: 5, retryDelay: 0.05 });
    await new Promise((resolve) => setImmediate(resolve));
    await queue.stop();
    expect(finished).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(attempts).toBe(1);
  });
});
