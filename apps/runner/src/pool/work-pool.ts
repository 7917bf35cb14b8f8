import { DomainError } from '@learnbox/domain/errors/domain-error';
import { STATUS } from '@learnbox/domain/errors/status';
import {
  CALLER_QUEUE_FULL_MESSAGE,
  RATE_LIMIT_MESSAGE,
  RUN_ABANDONED_MESSAGE,
} from '@learnbox/domain/execution/messages';

/**
 * A bounded pool of work slots shared fairly between callers (DESIGN section 9). Each slot is one
 * prepared work dir, so the number of slots is also the number of programs running at once.
 *
 * - A caller runs at most `concurrency` programs at once; its further runs wait behind its own.
 * - Waiting runs are served round robin over callers with waiting work, not first come first
 *   served: a free slot goes to the waiting caller served least recently (one never served
 *   first), so a caller who queued fifty runs gets one slot, then everyone else waiting gets theirs.
 * - A caller may have `queueLength` runs waiting, and all callers together the pool's queue
 *   length; beyond either the run is refused at once with 429 (spec section 8: 'rate limit')
 *   rather than piling up behind a 65-second client timeout.
 * - A waiting run whose request goes away leaves the queue without ever taking a slot.
 */

/** Whom a run is charged to, and that caller's share. */
export interface PoolCaller {
  key: string;
  /** Programs of this caller running at once. */
  concurrency: number;
  /** Runs of this caller allowed to wait for a slot. */
  queueLength: number;
}

interface Waiter<Slot> {
  resolve(slot: Slot): void;
  reject(error: unknown): void;
}

interface CallerState<Slot> {
  running: number;
  concurrency: number;
  waiting: Waiter<Slot>[];
  /** When this caller last got a slot (a counter, 0 for never): the round robin's order. */
  servedAt: number;
}

export class WorkPool<Slot> {
  /**
   * Free slots, least recently used first: a slot's next sandbox is built after its run
   * (sandbox-pool.ts), so the slot free longest is the one most likely to have it ready.
   */
  private readonly free: Slot[];
  /** Callers with running or waiting runs, in arrival order (which breaks ties of the round robin). */
  private readonly callers = new Map<string, CallerState<Slot>>();
  private queued = 0;
  private serves = 0;

  constructor(
    slots: readonly Slot[],
    private readonly queueLength: number,
    /** Makes a used slot ready for the next run; runs after the caller already has its result. */
    private readonly reset: (slot: Slot) => Promise<void>,
    private readonly onResetError: (error: unknown) => void = () => undefined,
  ) {
    this.free = [...slots];
  }

  get stats(): { free: number; queued: number; callers: number } {
    return { free: this.free.length, queued: this.queued, callers: this.callers.size };
  }

  /** Runs and waiting runs of one caller (tests and logs). */
  callerStats(key: string): { running: number; waiting: number } {
    const state = this.callers.get(key);
    return { running: state?.running ?? 0, waiting: state?.waiting.length ?? 0 };
  }

  async run<T>(caller: PoolCaller, task: (slot: Slot) => Promise<T>, signal?: AbortSignal): Promise<T> {
    const slot = await this.acquire(caller, signal);
    try {
      return await task(slot);
    } finally {
      this.finish(caller.key);
      void this.recycle(slot);
    }
  }

  private stateOf(caller: PoolCaller): CallerState<Slot> {
    let state = this.callers.get(caller.key);
    if (!state) {
      state = { running: 0, concurrency: caller.concurrency, waiting: [], servedAt: 0 };
      this.callers.set(caller.key, state);
    }
    // The newest token's tier wins: a user who just upgraded gets the larger share at once.
    state.concurrency = caller.concurrency;
    return state;
  }

  private acquire(caller: PoolCaller, signal: AbortSignal | undefined): Promise<Slot> {
    if (signal?.aborted) return Promise.reject(new DomainError(RUN_ABANDONED_MESSAGE));
    const state = this.stateOf(caller);
    if (state.waiting.length === 0 && state.running < state.concurrency) {
      const slot = this.free.shift();
      if (slot !== undefined) {
        this.serve(state);
        return Promise.resolve(slot);
      }
    }
    if (state.waiting.length >= caller.queueLength || this.queued >= this.queueLength) {
      const message =
        state.waiting.length >= caller.queueLength ? CALLER_QUEUE_FULL_MESSAGE : RATE_LIMIT_MESSAGE;
      this.forgetIfIdle(caller.key);
      return Promise.reject(new DomainError(message, STATUS.RATE_LIMIT));
    }
    return new Promise<Slot>((resolve, reject) => {
      const waiter: Waiter<Slot> = { resolve, reject };
      state.waiting.push(waiter);
      this.queued++;
      signal?.addEventListener('abort', () => this.abandon(caller.key, waiter), { once: true });
      // Only matters when the caller's share just grew (a newer token of a higher tier).
      this.dispatch();
    });
  }

  private abandon(key: string, waiter: Waiter<Slot>): void {
    const state = this.callers.get(key);
    const index = state?.waiting.indexOf(waiter) ?? -1;
    if (!state || index < 0) return; // already holds a slot: the run finishes normally
    state.waiting.splice(index, 1);
    this.queued--;
    this.forgetIfIdle(key);
    waiter.reject(new DomainError(RUN_ABANDONED_MESSAGE));
  }

  /** The caller's program is done: one more of its waiting runs may start, if a slot is free. */
  private finish(key: string): void {
    const state = this.callers.get(key);
    if (state) state.running--;
    this.dispatch();
    this.forgetIfIdle(key);
  }

  private async recycle(slot: Slot): Promise<void> {
    try {
      await this.reset(slot);
    } catch (error) {
      // A slot that cannot be emptied is not handed out again.
      this.onResetError(error);
      return;
    }
    this.free.push(slot);
    this.dispatch();
  }

  private serve(state: CallerState<Slot>): void {
    state.running++;
    state.servedAt = ++this.serves;
  }

  /** Hands free slots to waiting runs: each to the eligible caller served least recently. */
  private dispatch(): void {
    while (this.free.length > 0) {
      let next: CallerState<Slot> | undefined;
      for (const state of this.callers.values()) {
        if (state.waiting.length === 0 || state.running >= state.concurrency) continue;
        if (!next || state.servedAt < next.servedAt) next = state;
      }
      if (!next) return;
      const waiter = next.waiting.shift() as Waiter<Slot>;
      this.queued--;
      this.serve(next);
      waiter.resolve(this.free.shift() as Slot);
    }
  }

  private forgetIfIdle(key: string): void {
    const state = this.callers.get(key);
    if (state && state.running === 0 && state.waiting.length === 0) this.callers.delete(key);
  }
}
