// Starts api, runner and web as child processes, waits until each answers, and stops them
// together. Used by `npm start` and by the end-to-end tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from './setup.mjs';

const COLORS = { api: 35, runner: 33, web: 34, labs: 36 };
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

/** Where all three listen unless HOST says otherwise: this machine only (DESIGN section 9). */
export const DEFAULT_HOST = '127.0.0.1';

/** Whether a listen address answers this machine only (as isLoopbackHost in packages/domain). */
export function isLoopbackHost(host) {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return (
    bare === 'localhost' ||
    bare.endsWith('.localhost') ||
    bare === '::1' ||
    /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare)
  );
}

/** The address the processes reach each other on: a wildcard listen address is reached on loopback. */
export function connectHost(host) {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::' || host === '[::]') return '[::1]';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/**
 * One line saying where the three listen, e.g. "web http://127.0.0.1:3000, api 127.0.0.1:4000,
 * runner 127.0.0.1:4100 (loopback only; set HOST=0.0.0.0 to expose)".
 * @param {string} host @param {{ web: number, api: number, runner: number }} ports
 */
export function describeBinding(host, ports) {
  const shown = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  const where = isLoopbackHost(host)
    ? 'loopback only; set HOST=0.0.0.0 to expose'
    : 'reachable from the network; unset HOST to keep it on this machine';
  return `web http://${shown}:${ports.web}, api ${shown}:${ports.api}, runner ${shown}:${ports.runner} (${where})`;
}

/**
 * With `ports.labs` the live host (apps/labs) runs as a fourth process. Its end never stops the
 * others: web, api and runner work without labs, and the api answers lab calls as a host that is down.
 * @param {{ ports: { web: number, api: number, runner: number, labs?: number }, env: Record<string,string>, quiet?: boolean }} options
 */
export function startStack({ ports, env, quiet = false }) {
  const tsx = ['--import', 'tsx'];
  // One listen address for the three; each app defaults to loopback on its own as well.
  const host = (env.HOST ?? process.env.HOST ?? '').trim() || DEFAULT_HOST;
  const local = connectHost(host);
  // The web proves with it that the client address it forwards is its own; a stack started without
  // one (e2e, benches) still gets one, so the api never has to believe loopback.
  const internalProxySecret =
    env.INTERNAL_PROXY_SECRET || process.env.INTERNAL_PROXY_SECRET || randomBytes(32).toString('base64url');
  const shared = { HOST: host, INTERNAL_PROXY_SECRET: internalProxySecret };
  const services = {
    api: {
      args: [...tsx, 'apps/api/src/main.ts'],
      cwd: ROOT,
      env: {
        API_PORT: String(ports.api),
        // HOST alone decides; a stray API_HOST in the environment would make the summary untrue.
        API_HOST: host,
        // Where the api forwards code runs; browsers get it too unless RUNNER_PUBLIC_ORIGIN is set.
        RUNNER_ORIGIN: `http://${local}:${ports.runner}`,
        ...(ports.labs ? { LABS_URL: `http://${local}:${ports.labs}` } : {}),
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
        RUNNER_HOST: host,
        // Premium users' browsers run code directly on the runner from the web origin.
        RUNNER_ALLOWED_ORIGINS: [
          env.PUBLIC_WEB_ORIGIN ?? process.env.PUBLIC_WEB_ORIGIN ?? `http://localhost:${ports.web}`,
          `http://127.0.0.1:${ports.web}`,
        ].join(','),
      },
    },
    ...(ports.labs
      ? {
          labs: {
            args: [...tsx, 'apps/labs/src/main.ts'],
            cwd: ROOT,
            env: {
              LABS_PORT: String(ports.labs),
              LABS_HOST: host,
              // Terminals open from the web origin only.
              LABS_ALLOWED_ORIGINS: [
                env.PUBLIC_WEB_ORIGIN ?? process.env.PUBLIC_WEB_ORIGIN ?? `http://localhost:${ports.web}`,
                `http://127.0.0.1:${ports.web}`,
              ].join(','),
            },
          },
        }
      : {}),
    web: {
      // Not `next start`: server.mjs decides the client address the api rate-limits by.
      args: [join(ROOT, 'apps/web/server.mjs'), '-p', String(ports.web), '-H', host],
      cwd: join(ROOT, 'apps/web'),
      env: {
        API_ORIGIN: `http://${local}:${ports.api}`,
        RUNNER_ORIGIN: `http://${local}:${ports.runner}`,
        // The page policy names the live host (terminals) and its preview origins (frames).
        ...(ports.labs ? { LABS_URL: `http://${local}:${ports.labs}` } : {}),
        NEXT_TELEMETRY_DISABLED: '1',
      },
    },
  };
  const children = new Map();
  const exits = [];
  for (const [name, service] of Object.entries(services)) {
    const child = spawn(process.execPath, service.args, {
      cwd: service.cwd,
      env: { ...process.env, ...env, ...shared, ...service.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // own process group, so stopping it also stops what it spawned
    });
    pipe(name, child.stdout, process.stdout, quiet);
    pipe(name, child.stderr, process.stderr, false);
    children.set(name, child);
    if (name === 'labs') {
      child.once('exit', (code) => {
        if (!stopping) process.stderr.write(`[labs] the live host stopped (code ${code}): labs are off.\n`);
      });
      continue;
    }
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
    web: `http://${local}:${ports.web}`,
    api: `http://${local}:${ports.api}`,
    runner: `http://${local}:${ports.runner}`,
    ...(ports.labs ? { labs: `http://${local}:${ports.labs}` } : {}),
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

  return {
    urls,
    host,
    binding: describeBinding(host, ports),
    internalProxySecret,
    ready,
    stop,
    firstExit: Promise.race(exits),
  };
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
