/**
 * Runner fairness benchmark (not a test): how long a signed-in learner's `print(1)` takes while
 * one anonymous caller keeps its whole allowance of slow runs going (as many as it may run and
 * queue, each spinning until its tier's wall limit, re-submitted the moment it ends), against the
 * same round trip with nobody else on the runner.
 * Run from the repo root: npm run bench -- runner (or npx tsx apps/runner/bench/fairness.bench.ts)
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import type { ExecuteResponse } from '@learnbox/contracts/runner';
import { signExecutionToken } from '@learnbox/domain/execution/execution-token';
import type { RunTier } from '@learnbox/domain/execution/run-share';
import { buildApp } from '../src/app';
import { parseRunnerEnv } from '../src/config/env';

const ROUND_TRIPS = 30;
const P95_TARGET_MS = 2000;

const secret = randomBytes(32).toString('hex');
const config = parseRunnerEnv({ ...process.env, EXECUTION_TOKEN_SECRET: secret });
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/code/execute`;
const tokenOf = (caller: string, runTier: RunTier) =>
  signExecutionToken(
    {
      userId: runTier === 'anonymous' ? 'anonymous' : caller,
      tier: 'proxy',
      caller,
      runTier,
      expiresAt: Date.now() + 3_600_000,
    },
    secret,
  );
const flooder = await tokenOf('anon:198.51.100.23', 'anonymous');
const learner = await tokenOf('usr_bench_learner', 'free');
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function post(
  token: string,
  payload: object,
  signal?: AbortSignal,
): Promise<{ status: number; body: ExecuteResponse | null }> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        ...(signal ? { signal } : {}),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-proxy-authorization': token,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: res.statusCode === 200 ? JSON.parse(text) : null }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/**
 * Sequential `print(1)` round trips of the signed-in learner, a learner's pace apart, for at least
 * `minMs` (the flood's runs must end and be re-submitted several times meanwhile).
 */
async function roundTrips(minMs = 0): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + minMs;
  while (times.length < ROUND_TRIPS || performance.now() < until) {
    if (minMs) await new Promise((r) => setTimeout(r, 200));
    const started = performance.now();
    const reply = await post(learner, { language: 'python', code: 'print(1)' });
    if (reply.status !== 200 || reply.body?.stdout !== '1\n')
      throw new Error(`the learner's run failed: ${reply.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

const anonymous = config.tiers.anonymous;
const allowance = anonymous.concurrency + anonymous.queueLength;
console.log(
  `\nRunner fairness: ${availableParallelism()} cores, pool ${config.poolSize}; anonymous ${anonymous.concurrency} at once + ${anonymous.queueLength} waiting, ${anonymous.maxWallMs} ms wall`,
);

for (let i = 0; i < 3; i++)
  await roundTrips().then(
    () => undefined,
    () => undefined,
  );
const baseline = await roundTrips();

// The flood: every slot of its allowance busy all the time, each run spinning to the wall limit.
let flooding = true;
const stopFlood = new AbortController();
const flood = { finished: 0, timeLimited: 0, refused: 0 };
const spin = { language: 'python', code: 'while True:\n    pass' };
const floodWorkers = Array.from({ length: allowance }, async () => {
  while (flooding) {
    const reply = await post(flooder, spin, stopFlood.signal).catch(() => ({ status: -1, body: null }));
    if (reply.status === -1) break;
    if (reply.status === 200) {
      flood.finished++;
      if (reply.body?.status === 'time_limit') flood.timeLimited++;
    } else {
      flood.refused++;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
});
await new Promise((r) => setTimeout(r, 500));
const flooded = await roundTrips(anonymous.maxWallMs * 2.5);
flooding = false;
// Hanging up takes the flood's waiting runs out of the queue; only the running one plays out.
const drainStarted = performance.now();
stopFlood.abort();
await Promise.all(floodWorkers);
while (app.server.listening && (await post(flooder, { language: 'python', code: 'pass' })).status !== 200);
const drainMs = performance.now() - drainStarted;

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(11);
console.log(
  `${'learner print(1)'.padEnd(26)}${'runs'.padStart(5)}${'p50'.padStart(11)}${'p95'.padStart(11)}`,
);
console.log(
  `${'alone (baseline)'.padEnd(26)}${String(baseline.length).padStart(5)}${ms(quantile(baseline, 0.5))}${ms(quantile(baseline, 0.95))}`,
);
console.log(
  `${'during anonymous flood'.padEnd(26)}${String(flooded.length).padStart(5)}${ms(quantile(flooded, 0.5))}${ms(quantile(flooded, 0.95))}`,
);
const p50Ratio = quantile(flooded, 0.5) / quantile(baseline, 0.5);
const p95Ratio = quantile(flooded, 0.95) / quantile(baseline, 0.95);
console.log(`ratio flood/baseline: p50 ${p50Ratio.toFixed(2)}, p95 ${p95Ratio.toFixed(2)}`);
console.log(
  `flood: ${flood.finished} runs finished (${flood.timeLimited} at the wall limit), ${flood.refused} refused with 429; after hanging up its ${allowance - 1} waiting runs, the flooder ran again in ${drainMs.toFixed(0)} ms`,
);

const p95 = quantile(flooded, 0.95);
console.log('\nTargets');
console.log(
  `  ${p95 < P95_TARGET_MS ? 'PASS' : 'FAIL'}  learner p95 during the flood ${p95.toFixed(0)} ms < ${P95_TARGET_MS} ms`,
);
agent.destroy();
await app.close();
