import { DomainError } from '@learnbox/domain/errors/domain-error';
import { STATUS } from '@learnbox/domain/errors/status';

/**
 * A bounded pool of work slots with a bounded queue. Each slot is one prepared work dir, so the
 * number of slots is also the number of programs running at once. When slots and queue are all
 * taken, a new run is refused at once with 429 (spec section 8: 'rate limit') rather than piling
 * up behind a 65-second client timeout.
 */

export const RATE_LIMIT_MESSAGE =
  'Rate limit: the runner is busy with other runs. Please try again in a moment.';

export class WorkPool<Slot> {
  private readonly free: Slot[];
  private readonly waiting: ((slot: Slot) => void)[] = [];

  constructor(
    slots: readonly Slot[],
    private readonly queueLength: number,
    /** Makes a used slot ready for the next run; runs after the caller already has its result. */
    private readonly reset: (slot: Slot) => Promise<void>,
    private readonly onResetError: (error: unknown) => void = () => undefined,
  ) {
    this.free = [...slots];
  }

  get stats(): { free: number; queued: number } {
    return { free: this.free.length, queued: this.waiting.length };
  }

  async run<T>(task: (slot: Slot) => Promise<T>): Promise<T> {
    const slot = await this.acquire();
    try {
      return await task(slot);
    } finally {
      void this.release(slot);
    }
  }

  private acquire(): Promise<Slot> {
    const slot = this.free.pop();
    if (slot !== undefined) return Promise.resolve(slot);
    if (this.waiting.length >= this.queueLength) {
      return Promise.reject(new DomainError(RATE_LIMIT_MESSAGE, STATUS.RATE_LIMIT));
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private async release(slot: Slot): Promise<void> {
    try {
      await this.reset(slot);
    } catch (error) {
      // A slot that cannot be emptied is not handed out again.
      this.onResetError(error);
      return;
    }
    const next = this.waiting.shift();
    if (next) next(slot);
    else this.free.push(slot);
  }
}
