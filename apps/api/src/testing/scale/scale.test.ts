import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeTestRedis, TEST_REDIS_URL } from '../redis';
import { type ScaleCluster, startScaleCluster } from './cluster';
import { driveScaleLoad, probeSharedLoginLimit, readScaleInvariants, type ScaleLoadResult } from './load';

// The CI pass on PostgreSQL (scripts/test.mjs) runs this; PGlite has one owner process, so two
// api copies need a server. `npm run bench -- scale` is the same with more load and req/s.
const DATABASE_URL = process.env.DATABASE_URL;
const redis = await probeTestRedis();
if (DATABASE_URL && !redis.run) console.warn(`scale.test.ts: ${redis.skipReason}`);
/** loginPerIp (DEFAULT_AUTH_RATE_LIMITS): 60 a minute per address. */
const LOGIN_PER_IP = 60;

describe.runIf(DATABASE_URL && redis.run)(
  'two api and two runner copies behind HAProxy on one PostgreSQL and Redis',
  () => {
    let cluster: ScaleCluster;
    let load: ScaleLoadResult;
    const lines: string[] = [];

    beforeAll(async () => {
      cluster = await startScaleCluster({
        apiCopies: 2,
        runnerCopies: 2,
        databaseUrl: DATABASE_URL as string,
        redisUrl: TEST_REDIS_URL,
        log: (line) => lines.push(line),
      });
      load = await driveScaleLoad(cluster.url, {
        users: 8,
        concurrency: 4,
        runsPerUser: 1,
        checkoutRepeats: 4,
        checkoutEvery: 2,
      });
    }, 180_000);
    afterAll(() => cluster?.stop(), 30_000);

    it('answers every learner request without an error', () => {
      expect(load.errors, lines.slice(-20).join('\n')).toEqual([]);
      expect(load.requests).toBeGreaterThan(8 * 5);
    });

    it('charges once per idempotency key, whichever copies the repeats reached', async () => {
      expect(load.transactions.size).toBe(4);
      for (const ids of load.transactions.values()) expect(ids.size).toBe(1);
      expect((await readScaleInvariants(cluster.databaseUrl)).charges).toBe(4);
    });

    it('shares the per-address login limit between the copies (Redis)', async () => {
      const statuses = await probeSharedLoginLimit(cluster.url, LOGIN_PER_IP + 4);
      expect(statuses).toEqual({ 401: LOGIN_PER_IP, 429: 4 });
    }, 60_000);

    it('runs each background job once: one start-up billing pass, each mail sent once', async () => {
      const invariants = await readScaleInvariants(cluster.databaseUrl);
      expect(invariants.startUpPasses).toBe(1);
      expect(invariants.duplicateJobs).toBe(0);
      expect(invariants.mailNotSentOnce).toBe(0);
      expect(invariants.jobsCompleted).toBeGreaterThanOrEqual(1);
    });
  },
);
