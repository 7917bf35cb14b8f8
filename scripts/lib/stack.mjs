// Starts api, runner and web as child processes, waits until each answers, and stops them
// together. Used by `npm start` and by the end-to-end tests.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from './setup.mjs';

const COLORS = { api: 35, runner: 33, web: 34 };
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** Pino writes JSON lines; people read one short line per event. */
function formatLine(line) {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line);
    const level = LEVELS[entry.level] ?? entry.level;
    const req = entry.req ? ` ${entry.req.method} ${entry.req.url}` : '';
    const res = entry.res ? ` ${entry.res.statusCode}` : '';
    const took = entry.responseTime ? ` ${entry.responseTime.toFixed(1)}ms` : '';
    const err = entry.err ? ` ${entry.err.message}` : '';
    return `${level} ${entry.msg ?? ''}${req}${res}${took}${err}`;
  } catch {
    return line;
  }
}

function pipe(name, stream, out, quiet) {
  const prefix = `\x1b[${COLORS[name]}m[${name}]\x1b[0m `;
  createInterface({ input: stream }).on('line', (line) => {
    // Fastify logs each request twice; the completion line carries everything worth reading.
    if (quiet || line.includes('"msg":"incoming request"')) return;
    out.write(`${prefix}${formatLine(line)}\n`);
  });
}

/**
 * @param {{ ports: { web: number, api: number, runner: number }, env: Record<string,string>, quiet?: boolean }} options
 */
export function startStack({ ports, env, quiet = false }) {
  const tsx = ['--import', 'tsx'];
  const services = {
    api: {
      args: [...tsx, 'apps/api/src/main.ts'],
      cwd: ROOT,
      env: {
        API_PORT: String(ports.api),
        // Where the api forwards code runs; browsers get it too unless RUNNER_PUBLIC_ORIGIN is set.
        RUNNER_ORIGIN: `http://127.0.0.1:${ports.runner}`,
        // Links in mails, OAuth redirects and the CSRF check name the web origin people open.
        PUBLIC_WEB_ORIGIN:
          env.PUBLIC_WEB_ORIGIN ?? process.env.PUBLIC_WEB_ORIGIN ?? `http://localhost:${ports.web}`,
      },
    },
    runner: {
      args: [...tsx, 'apps/runner/src/main.ts'],
      cwd: ROOT,
      env: {
        RUNNER_PORT: String(ports.runner),
        // Premium users' browsers run code directly on the runner from the web origin.
        RUNNER_ALLOWED_ORIGINS: [
          env.PUBLIC_WEB_ORIGIN ?? process.env.PUBLIC_WEB_ORIGIN ?? `http://localhost:${ports.web}`,
          `http://127.0.0.1:${ports.web}`,
        ].join(','),
      },
    },
    web: {
      // Not `next start`: server.mjs decides the client address the api rate-limits by.
      args: [join(ROOT, 'apps/web/server.mjs'), '-p', String(ports.web)],
      cwd: join(ROOT, 'apps/web'),
      env: {
        API_ORIGIN: `http://127.0.0.1:${ports.api}`,
        RUNNER_ORIGIN: `http://127.0.0.1:${ports.runner}`,
        NEXT_TELEMETRY_DISABLED: '1',
      },
    },
  };
  const children = new Map();
  const exits = [];
  for (const [name, service] of Object.entries(services)) {
    const child = spawn(process.execPath, service.args, {
      cwd: service.cwd,
      env: { ...process.env, ...env, ...service.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // own process group, so stopping it also stops what it spawned
    });
    pipe(name, child.stdout, process.stdout, quiet);
    pipe(name, child.stderr, process.stderr, false);
    children.set(name, child);
    exits.push(
      new Promise((resolve) => child.once('exit', (code, signal) => resolve({ name, code, signal }))),
    );
  }

  let stopping = false;
  async function stop() {
    if (stopping) return;
    stopping = true;
    const alive = [...children.values()].filter(
      (child) => child.exitCode === null && child.signalCode === null,
    );
    for (const child of alive) signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => {
      for (const child of alive) signalGroup(child, 'SIGKILL');
    }, 5000);
    await Promise.all(alive.map((child) => new Promise((resolve) => child.once('exit', resolve))));
    clearTimeout(timer);
  }

  const urls = {
    web: `http://127.0.0.1:${ports.web}`,
    api: `http://127.0.0.1:${ports.api}`,
    runner: `http://127.0.0.1:${ports.runner}`,
  };
  async function ready(timeoutMs = 120_000) {
    const firstExit = Promise.race(exits).then((exit) => {
      if (!stopping) throw new Error(`${exit.name} exited early (code ${exit.code}, signal ${exit.signal})`);
    });
    // The web is checked through its /api forward, so it is asked only once the api answers.
    const backends = Promise.all([
      waitForHttp(`${urls.api}/api/health`, timeoutMs),
      waitForHttp(`${urls.runner}/health`, timeoutMs),
    ]);
    await Promise.race([backends.then(() => waitForHttp(`${urls.web}/api/health`, timeoutMs)), firstExit]);
  }

  return { urls, ready, stop, firstExit: Promise.race(exits) };
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

export async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Three free loopback ports, for a stack that must not collide with `npm start` (e2e, benches). */
export async function freePorts() {
  return { web: await freePort(), api: await freePort(), runner: await freePort() };
}

/** One free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
