import type { DbHandle } from '@learnbox/db';
import PgBoss from 'pg-boss';

/** The log calls the queue makes; Fastify's logger fits. */
export interface JobLog {
  error(payload: object, message: string): void;
}

export interface SendOptions {
  /** Jobs sent with the same key within `singletonSeconds` are stored once (e.g. one per start-up). */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Times a failed job is tried again (pg-boss's 2 by default). */
  retryLimit?: number;
  /** Seconds before a retry; doubled at each further retry with `retryBackoff`. */
  retryDelay?: number;
  retryBackoff?: boolean;
}

/**
 * Background work kept in PostgreSQL (pg-boss), so it survives restarts and runs once across api
 * copies: a sent job is fetched by one worker (`FOR UPDATE SKIP LOCKED`) and a schedule sends
 * one job per cron tick whichever copy ticks first. Modules see only this interface.
 */
export interface JobQueue {
  /** Sends a job named `name` on every tick of `cron` (5 fields, UTC; at most one a minute). */
  schedule(name: string, cron: string): Promise<void>;
  /** Handles jobs named `name` in this process; a handler that throws is retried. */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  send(name: string, data: object, options?: SendOptions): Promise<void>;
  /** Stops fetching and waits for the jobs this process is running. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for jobs; pg-boss's 2 s by default. */
  pollingIntervalSeconds?: number;
}

/**
 * Whether a job with this name and singleton key was stored within the last `singletonSeconds`.
 * pg-boss keeps one such job per fixed slot of that length, so two copies starting a few seconds
 * apart on either side of a slot's end would each store one; this check closes that gap (copies
 * sending in the same instant still meet in one slot).
 */
async function sentWithinWindow(
  handle: Pick<DbHandle, 'executeSql'>,
  name: string,
  { singletonKey, singletonSeconds }: SendOptions,
): Promise<boolean> {
  if (!singletonKey || !singletonSeconds) return false;
  const { rows } = await handle.executeSql(
    `SELECT 1 FROM pgboss.job WHERE name = $1 AND singleton_key = $2
       AND created_on > now() - make_interval(secs => $3) AND state <> 'cancelled' LIMIT 1`,
    [name, singletonKey, singletonSeconds],
  );
  return rows.length > 0;
}

/**
 * Starts pg-boss on the api's own database handle, PGlite or PostgreSQL alike: its tables live in
 * the `pgboss` schema, created (or migrated) at the first start under an advisory lock.
 */
export async function startJobQueue(
  handle: Pick<DbHandle, 'executeSql'>,
  log: JobLog,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const boss = new PgBoss({ db: { executeSql: handle.executeSql }, schedule: true, supervise: true });
  boss.on('error', (error) => log.error({ err: error }, 'job queue failed'));
  await boss.start();
  const queues = new Set<string>();
  // pg-boss 10 needs a queue to exist before jobs are sent to it; creating one twice (another
  // copy did) is a no-op.
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    await boss.createQueue(name);
    queues.add(name);
  };
  return {
    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work<object>(
        name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data as never);
        },
      );
    },
    async send(name, data, sendOptions = {}) {
      await ensureQueue(name);
      if (await sentWithinWindow(handle, name, sendOptions)) return;
      await boss.send(name, data, sendOptions);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: false });
    },
  };
}
