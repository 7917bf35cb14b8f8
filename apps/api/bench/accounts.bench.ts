/**
 * `npm run bench -- accounts`: login and GET /api/user/info throughput and latency on loopback,
 * next to a bare Fastify route that returns the same user-info JSON from memory. The servers run
 * in a child process (one core), the load loop here (the other core), with 32 keep-alive
 * connections. Prints figures and ratios; asserts nothing.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';

const CONNECTIONS = 32;
const WARMUP_MS = 2_000;
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
// The bench measures the login work itself; the captcha is passed with the bypass token.
const BYPASS = 'bench-captcha-bypass';
const DEMO = { email: 'learner@example.com', password: 'learnbox-demo', bypass_token: BYPASS };

interface Ports {
  api: number;
  bare: number;
  cookie: string;
  database: string;
}

// ---------------------------------------------------------------- servers (child process)

async function serve(): Promise<void> {
  const Fastify = (await import('fastify')).default;
  const { createTestDb } = await import('@learnbox/db/testing');
  const { buildApp } = await import('../src/app');
  const handle = await createTestDb({ seed: true });
  const unlimited = { max: 1_000_000_000, windowMs: 60_000 };
  // Rate limits would turn most of the login load into 429s; the bench measures the work itself.
  const app = await buildApp(
    {
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      PUBLIC_WEB_ORIGIN: 'http://localhost:3000',
      CAPTCHA_BYPASS_TOKEN: BYPASS,
    },
    { db: handle.db, dbKind: handle.kind },
    {
      accounts: { mailRetryIntervalMs: 0, rateLimits: { loginPerIp: unlimited, loginPerAccount: unlimited } },
    },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const apiPort = (app.server.address() as { port: number }).port;

  const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: DEMO });
  const cookie = login.cookies.map((entry) => `${entry.name}=${encodeURIComponent(entry.value)}`).join('; ');
  const info = await app.inject({ method: 'GET', url: '/api/user/info', headers: { cookie } });
  if (info.statusCode !== 200) throw new Error(`user info answered ${info.statusCode}: ${info.body}`);
  const body = info.json();

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => body);
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const barePort = (bare.server.address() as { port: number }).port;

  process.send?.({ api: apiPort, bare: barePort, cookie, database: handle.kind } satisfies Ports);
  process.once('disconnect', async () => {
    await Promise.all([app.close(), bare.close()]);
    await handle.close();
    process.exit(0);
  });
}

// ---------------------------------------------------------------- load loop (this process)

interface Case {
  name: string;
  port: number;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Figures {
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p99: number;
}

function once(agent: Agent, spec: Case): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port: spec.port,
        method: spec.method,
        path: spec.path,
        headers: {
          ...spec.headers,
          ...(spec.body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(spec.body) }
            : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(String(res.statusCode))),
        );
      },
    );
    req.on('error', reject);
    req.end(spec.body);
  });
}

/** CONNECTIONS loops, each sending its next request when the last one answered, for `ms`. */
async function run(spec: Case, ms: number): Promise<Figures> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        try {
          latencies.push(await once(agent, spec));
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { requests: latencies.length, errors, seconds, p50: at(0.5), p99: at(0.99) };
}

async function main(): Promise<void> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['serve'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ports = await new Promise<Ports>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ports));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  try {
    const cases: Case[] = [
      { name: 'bare Fastify route (same JSON)', port: ports.bare, method: 'GET', path: '/bare' },
      {
        name: 'GET /api/user/info',
        port: ports.api,
        method: 'GET',
        path: '/api/user/info',
        headers: { cookie: ports.cookie },
      },
      {
        name: 'POST /api/user/login',
        port: ports.api,
        method: 'POST',
        path: '/api/user/login',
        body: JSON.stringify(DEMO),
      },
    ];
    const results: [Case, Figures][] = [];
    for (const spec of cases) {
      await run(spec, WARMUP_MS);
      results.push([spec, await run(spec, MEASURE_MS)]);
    }
    const bare = results[0]?.[1];
    const rate = (figures: Figures) => figures.requests / figures.seconds;
    console.log(
      `\naccounts bench: ${ports.database === 'pglite' ? 'PGlite in memory' : 'PostgreSQL'}, ${CONNECTIONS} connections, ${MEASURE_MS / 1000} s per case after ${WARMUP_MS / 1000} s warm-up, loopback\n`,
    );
    console.log(
      `${'case'.padEnd(34)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'vs bare'.padStart(9)}`,
    );
    for (const [spec, figures] of results) {
      const ratio = bare ? rate(figures) / rate(bare) : Number.NaN;
      console.log(
        `${spec.name.padEnd(34)}${rate(figures).toFixed(0).padStart(9)}${figures.p50.toFixed(2).padStart(9)}${figures.p99.toFixed(2).padStart(9)}${String(figures.errors).padStart(8)}${ratio.toFixed(ratio < 0.1 ? 4 : 2).padStart(9)}`,
      );
    }
    const info = results[1]?.[1];
    if (bare && info) {
      const share = rate(info) / rate(bare);
      const met = share >= 0.5 && info.p99 < 50;
      console.log(
        `\ntarget /api/user/info >= 0.50 of bare req/s and p99 < 50 ms: ${share.toFixed(2)} and ${info.p99.toFixed(2)} ms -> ${met ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    child.disconnect();
  }
}

if (process.argv[2] === 'serve') await serve();
else await main();
