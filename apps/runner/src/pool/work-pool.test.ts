import { isDomainError } from '@learnbox/domain/errors/domain-error';
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE, WorkPool } from './work-pool';

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('WorkPool', () => {
  it('runs at most one task per slot and queues the rest in order', async () => {
    const pool = new WorkPool(['a', 'b'], 10, async () => undefined);
    const gates = [deferred(), deferred(), deferred()];
    const order: string[] = [];
    const runs = gates.map((gate, i) =>
      pool.run(async (slot) => {
        order.push(`start ${i} on ${slot}`);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(order).toEqual(['start 0 on b', 'start 1 on a']);
    expect(pool.stats).toEqual({ free: 0, queued: 1 });
    gates[0]?.resolve();
    await runs[0];
    await new Promise((r) => setTimeout(r, 0));
    expect(order[2]).toBe('start 2 on b');
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
  });

  it('refuses at once with 429 and the rate-limit sentence when slots and queue are full', async () => {
    const pool = new WorkPool(['a'], 1, async () => undefined);
    const gate = deferred();
    const first = pool.run(() => gate.promise);
    const second = pool.run(async () => undefined);
    const error = await pool.run(async () => undefined).catch((e: unknown) => e);
    expect(isDomainError(error) && error.status).toBe(429);
    expect((error as Error).message).toBe(RATE_LIMIT_MESSAGE);
    gate.resolve();
    await Promise.all([first, second]);
  });

  it('empties a slot before handing it out again, without delaying the caller', async () => {
    const resetGate = deferred();
    const events: string[] = [];
    const pool = new WorkPool(['a'], 5, async () => {
      await resetGate.promise;
      events.push('reset done');
    });
    await pool.run(async () => events.push('first'));
    events.push('caller has the result');
    const second = pool.run(async () => events.push('second'));
    await new Promise((r) => setTimeout(r, 10));
    expect(events).toEqual(['first', 'caller has the result']);
    resetGate.resolve();
    await second;
    expect(events.slice(0, 4)).toEqual(['first', 'caller has the result', 'reset done', 'second']);
  });

  it('retires a slot that cannot be emptied', async () => {
    const errors: unknown[] = [];
    const pool = new WorkPool(
      ['a'],
      0,
      async () => {
        throw new Error('busy');
      },
      (e) => errors.push(e),
    );
    await pool.run(async () => undefined);
    await new Promise((r) => setTimeout(r, 0));
    expect(errors).toHaveLength(1);
    expect(pool.stats).toEqual({ free: 0, queued: 0 });
  });
});
