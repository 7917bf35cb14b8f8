/**
 * `npm run bench -- scale`: the api is stateless, shown. Starts one api and one runner, then two
 * of each, on one PostgreSQL and Redis (local servers, or DATABASE_URL and REDIS_URL) behind
 * HAProxy, drives the same learner load through each (sign-up, user info, code runs, a checkout
 * sent several times with one idempotency key) and prints req/s for one copy against two. On
 * the two-copy cluster it also checks what must hold: no failed request, one charge per key,
 * a login limit shared by both copies (Redis), each background job run once. A broken
 * invariant is printed and makes the bench exit non-zero.
 */
import { availableParallelism } from 'node:os';
import { startScaleCluster } from '../src/testing/scale/cluster';
import {
  driveScaleLoad,
  probeSharedLoginLimit,
  readScaleInvariants,
  type ScaleLoadOptions,
} from '../src/testing/scale/load';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOAD: ScaleLoadOptions = {
  users: Number(process.env.BENCH_USERS ?? 60),
  concurrency: 24,
  runsPerUser: 2,
  checkoutRepeats: 4,
  checkoutEvery: 3,
};
/** loginPerIp (DEFAULT_AUTH_RATE_LIMITS): 60 a minute per address. */
const LOGIN_PER_IP = 60;

const print = (line: string) => process.stdout.write(`${line}\n`);

async function measure(copies: number) {
  const cluster = await startScaleCluster({
    apiCopies: copies,
    runnerCopies: copies,
    databaseUrl: DATABASE_URL,
    redisUrl: REDIS_URL,
    log: (line) => print(`  ${line.slice(0, 300)}`),
  });
  try {
    // A short warm-up, so both runs measure compiled code paths and open connections.
    await driveScaleLoad(cluster.url, { ...LOAD, users: 4, checkoutEvery: 0 });
    const load = await driveScaleLoad(cluster.url, LOAD);
    print(
      `${copies} api + ${copies} runner: ${load.requests} requests in ${load.seconds.toFixed(1)} s = ${load.perSecond.toFixed(1)} req/s, ${load.errors.length} errors`,
    );
    if (copies === 1) return { load };
    const limit = await probeSharedLoginLimit(cluster.url, LOGIN_PER_IP + 8);
    // Jobs the copies sent at start-up and the mails of the sign-ups have settled by now.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return { load, limit, invariants: await readScaleInvariants(cluster.databaseUrl) };
  } finally {
    await cluster.stop();
  }
}

async function main() {
  // Every copy, HAProxy, PostgreSQL, Redis and this load share the machine's cores: two copies
  // can only go faster when there are cores to spare.
  print(`machine: ${availableParallelism()} cores`);
  print(`load: ${LOAD.users} learners, ${LOAD.concurrency} at once, ${LOAD.runsPerUser} code runs each`);
  const one = await measure(1);
  const two = await measure(2);
  print(`two copies / one copy: ${(two.load.perSecond / one.load.perSecond).toFixed(2)}x`);
  const checks: Array<[string, boolean]> = [
    [
      `0 errors (one copy: ${one.load.errors.length}, two: ${two.load.errors.length})`,
      one.load.errors.length + two.load.errors.length === 0,
    ],
    [
      `one charge per idempotency key (${two.invariants?.charges} charges, ${two.load.transactions.size} keys)`,
      two.invariants?.charges === two.load.transactions.size &&
        [...two.load.transactions.values()].every((ids) => ids.size === 1),
    ],
    [
      `login limit shared across copies (${JSON.stringify(two.limit)}: ${LOGIN_PER_IP} allowed)`,
      two.limit?.[401] === LOGIN_PER_IP && (two.limit?.[429] ?? 0) > 0,
    ],
    [
      `each job run once (${two.invariants?.startUpPasses} start-up billing pass for 2 copies, ${two.invariants?.duplicateJobs} duplicates, ${two.invariants?.mailNotSentOnce} mails not sent exactly once)`,
      two.invariants?.startUpPasses === 1 &&
        two.invariants.duplicateJobs === 0 &&
        two.invariants.mailNotSentOnce === 0,
    ],
  ];
  for (const [what, ok] of checks) print(`${ok ? '✓' : '✗'} ${what}`);
  for (const error of [...one.load.errors, ...two.load.errors].slice(0, 10)) print(`  ${error}`);
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
