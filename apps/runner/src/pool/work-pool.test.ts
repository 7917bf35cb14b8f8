import { isDomainError } from '@learnbox/domain/errors/domain-error';
import { CALLER_QUEUE_FULL_MESSAGE, RATE_LIMIT_MESSAGE } from '@learnbox/domain/execution/messages';
import { describe, expect, it } from 'vitest';
import { type PoolCaller, WorkPool } from './work-pool';

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

/** Lets settled promises and the pool's slot recycling run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

const caller = (key: string, concurrency = 4, queueLength = 10): PoolCaller => ({
  key,
  concurrency,
  queueLength,
});
const wide = caller('one', 100, 100);

describe('WorkPool', () => {
  it('runs at most one task per slot, queues the rest and hands out the slot free longest first', async () => {
    const pool = new WorkPool(['a', 'b'], 10, async () => undefined);
    const gates = [deferred(), deferred(), deferred()];
    const order: string[] = [];
    const runs = gates.map((gate, i) =>
      pool.run(wide, async (slot) => {
        order.push(`start ${i} on ${slot}`);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(order).toEqual(['start 0 on a', 'start 1 on b']);
    expect(pool.stats).toMatchObject({ free: 0, queued: 1 });
    gates[0]?.resolve();
    await runs[0];
    await settle();
    expect(order[2]).toBe('start 2 on a');
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
  });

  it('refuses at once with 429 and the rate-limit sentence when slots and queue are full', async () => {
    const pool = new WorkPool(['a'], 1, async () => undefined);
    const gate = deferred();
    const first = pool.run(caller('x'), () => gate.promise);
    const second = pool.run(caller('y'), async () => undefined);
    const error = await pool.run(caller('z'), async () => undefined).catch((e: unknown) => e);
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
    await pool.run(wide, async () => events.push('first'));
    events.push('caller has the result');
    const second = pool.run(wide, async () => events.push('second'));
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
    await pool.run(wide, async () => undefined);
    await settle();
    expect(errors).toHaveLength(1);
    expect(pool.stats).toMatchObject({ free: 0, queued: 0 });
  });
});

describe('fair shares (DESIGN section 9)', () => {
  it('holds a caller to its concurrency even with slots free; its extra runs wait behind its own', async () => {
    const pool = new WorkPool(['a', 'b', 'c'], 10, async () => undefined);
    const gate = deferred();
    const started: string[] = [];
    const flood = Array.from({ length: 3 }, (_, i) =>
      pool.run(caller('anon:203.0.113.9', 1), async () => {
        started.push(`A${i}`);
        await gate.promise;
      }),
    );
    const quick = pool.run(caller('usr_b', 2), async () => started.push('B'));
    await quick;
    expect(started).toEqual(['A0', 'B']);
    expect(pool.callerStats('anon:203.0.113.9')).toEqual({ running: 1, waiting: 2 });
    expect(pool.stats.free).toBeGreaterThanOrEqual(1);
    gate.resolve();
    await Promise.all(flood);
    expect(started).toEqual(['A0', 'B', 'A1', 'A2']);
  });

  it('serves waiting callers round robin, least recently served first, not in arrival order', async () => {
    const pool = new WorkPool(['only'], 20, async () => undefined);
    const order: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred>>();
    const submit = (key: string, n: number) => {
      const name = `${key}${n}`;
      const gate = deferred();
      gates.set(name, gate);
      return pool.run(caller(key), async () => {
        order.push(name);
        await gate.promise;
      });
    };
    // A queues four runs first, then B and C one each.
    const runs = [
      submit('A', 1),
      submit('A', 2),
      submit('A', 3),
      submit('A', 4),
      submit('B', 1),
      submit('C', 1),
    ];
    for (let i = 0; i < runs.length; i++) {
      await settle();
      const current = order.at(-1) as string;
      gates.get(current)?.resolve();
    }
    await Promise.all(runs);
    expect(order).toEqual(['A1', 'B1', 'C1', 'A2', 'A3', 'A4']);
  });

  it("answers 429 with its own sentence when a caller's queue is full, while others still queue", async () => {
    const pool = new WorkPool(['a'], 10, async () => undefined);
    const gate = deferred();
    const held = pool.run(caller('A', 1, 2), () => gate.promise);
    const waiting = [pool.run(caller('A', 1, 2), async () => 1), pool.run(caller('A', 1, 2), async () => 2)];
    const refused = await pool.run(caller('A', 1, 2), async () => 3).catch((e: unknown) => e);
    expect(isDomainError(refused) && refused.status).toBe(429);
    expect((refused as Error).message).toBe(CALLER_QUEUE_FULL_MESSAGE);
    const other = pool.run(caller('B', 1, 2), async () => 'b');
    expect(pool.stats.queued).toBe(3);
    gate.resolve();
    expect(await Promise.all([held, ...waiting, other])).toEqual([undefined, 1, 2, 'b']);
    expect(pool.stats).toEqual({ free: 1, queued: 0, callers: 0 });
  });

  it('drops a waiting run whose request went away, without running it', async () => {
    const pool = new WorkPool(['a'], 10, async () => undefined);
    const gate = deferred();
    const held = pool.run(caller('A', 1), () => gate.promise);
    const hangUp = new AbortController();
    let ran = false;
    const abandoned = pool
      .run(
        caller('B', 1),
        async () => {
          ran = true;
        },
        hangUp.signal,
      )
      .catch((e: unknown) => e);
    expect(pool.stats.queued).toBe(1);
    hangUp.abort();
    expect(isDomainError(await abandoned)).toBe(true);
    expect(pool.stats.queued).toBe(0);
    gate.resolve();
    await held;
    await settle();
    expect(ran).toBe(false);
    expect(pool.stats).toEqual({ free: 1, queued: 0, callers: 0 });
  });
});
