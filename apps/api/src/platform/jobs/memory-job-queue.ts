import type { JobLog, JobQueue, SendOptions } from './job-queue';

interface QueuedJob {
  name: string;
  data: object;
  options: SendOptions;
  /** Retries already made. */
  attempt: number;
}

/** pg-boss's default when a send names no retry limit. */
const DEFAULT_RETRY_LIMIT = 2;

export type MemoryJobQueue = JobQueue & {
  /** Resolves once no job is running or waiting to be retried (tests). */
  idle(): Promise<void>;
};

/**
 * The job queue inside this process, for an api built without the PostgreSQL one (tests, scripts;
 * main.ts always brings pg-boss). Same contract for sent jobs: they run off the caller's path and
 * a handler that throws is retried as the send asked; a job sent before its worker exists waits
 * for it. Schedules never tick here, and jobs do not survive the process.
 */
export function createMemoryJobQueue(
  log: JobLog,
  options: { retryDelayScale?: number } = {},
): MemoryJobQueue {
  const scale = options.retryDelayScale ?? 1;
  const handlers = new Map<string, (data: object) => Promise<void>>();
  const waiting: QueuedJob[] = [];
  const running = new Set<Promise<void>>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const singletons = new Set<string>();
  let stopped = false;

  const release = (job: QueuedJob) => {
    if (job.options.singletonKey) singletons.delete(`${job.name}:${job.options.singletonKey}`);
  };

  function retryLater(job: QueuedJob) {
    const seconds = (job.options.retryDelay ?? 0) * (job.options.retryBackoff ? 2 ** job.attempt : 1);
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        start({ ...job, attempt: job.attempt + 1 });
      },
      seconds * 1000 * scale,
    );
    timers.add(timer);
  }

  function start(job: QueuedJob) {
    if (stopped) return;
    const handler = handlers.get(job.name);
    if (!handler) {
      waiting.push(job);
      return;
    }
    const task = (async () => {
      try {
        await handler(job.data);
        release(job);
      } catch (error) {
        if (job.attempt < (job.options.retryLimit ?? DEFAULT_RETRY_LIMIT) && !stopped) {
          retryLater(job);
          return;
        }
        log.error({ err: error, job: job.name }, 'a job failed and will not be retried');
        release(job);
      }
    })();
    running.add(task);
    void task.finally(() => running.delete(task));
  }

  return {
    async schedule() {
      // Nothing ticks in memory: scheduled work runs where pg-boss runs (main.ts).
    },
    async work<T extends object>(name: string, handler: (data: T) => Promise<void>) {
      handlers.set(name, handler as (data: object) => Promise<void>);
      for (const job of waiting.splice(0).filter((queued) => queued.name === name)) start(job);
    },
    async send(name, data, sendOptions = {}) {
      if (sendOptions.singletonKey) {
        const key = `${name}:${sendOptions.singletonKey}`;
        if (singletons.has(key)) return;
        singletons.add(key);
      }
      // Off the caller's path, as a queued job is.
      setImmediate(() => start({ name, data, options: sendOptions, attempt: 0 }));
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
    async idle() {
      // A job sent a moment ago starts on the next turn; a finished one may have queued a retry.
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve));
        if (running.size > 0) await Promise.allSettled([...running]);
        else if (timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
        else return;
      }
    },
  };
}
