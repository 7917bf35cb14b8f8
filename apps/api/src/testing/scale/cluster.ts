import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('../../../../..', import.meta.url));
/** The browser origin the copies accept (CSRF check); the load sends it as Origin. */
export const SCALE_WEB_ORIGIN = 'http://localhost:3000';
export const SCALE_BYPASS_TOKEN = `scale-bypass-${randomBytes(8).toString('hex')}`;

export interface ScaleClusterOptions {
  apiCopies: number;
  runnerCopies: number;
  /** A PostgreSQL server; a throw-away database is made on it and dropped at the end. */
  databaseUrl: string;
  redisUrl: string;
  /** Prints the copies' warnings and errors (the bench); the test keeps them for failures. */
  log?: (line: string) => void;
}

export interface ScaleCluster {
  /** The load balancer's api address. */
  url: string;
  /** The throw-away database, for checking invariants. */
  databaseUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * HAProxy in front of the api copies and of the runner copies, round robin, adding the client's
 * address to X-Forwarded-For (the api copies trust it as a proxy, so rate limits key on it).
 */
function haproxyConfig(front: { api: number; runner: number }, apis: number[], runners: number[]): string {
  const servers = (prefix: string, ports: number[]) =>
    ports.map((port, i) => `  server ${prefix}${i + 1} 127.0.0.1:${port} check inter 1s`).join('\n');
  return `global
  maxconn 4096
defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  option http-keep-alive
frontend api_front
  bind 127.0.0.1:${front.api}
  option forwardfor
  default_backend api_copies
backend api_copies
  balance roundrobin
${servers('api', apis)}
frontend runner_front
  bind 127.0.0.1:${front.runner}
  default_backend runner_copies
backend runner_copies
  balance roundrobin
${servers('runner', runners)}
`;
}

/**
 * Starts `apiCopies` apis and `runnerCopies` runners from their entry files (as `npm start` does)
 * on one PostgreSQL database and one Redis, behind HAProxy.
 */
export async function startScaleCluster(options: ScaleClusterOptions): Promise<ScaleCluster> {
  if (spawnSync('haproxy', ['-v']).status !== 0)
    throw new Error(
      'haproxy is not installed (apt-get install haproxy; npm run bench and npm test install it).',
    );
  const dir = mkdtempSync(join(tmpdir(), 'learnbox-scale-'));
  // The runners' state dirs live here; the sandbox's user (uid 65534) must reach them.
  chmodSync(dir, 0o755);
  const name = `learnbox_scale_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(options.databaseUrl);
  dbUrl.pathname = `/${name}`;
  const children: ChildProcess[] = [];
  const log = options.log ?? (() => {});
  const spawnNode = (label: string, entry: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Warnings and errors only; a process that exits early says why on stderr.
    const forward = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n'))
        if (process.env.SCALE_DEBUG || /"level":(50|60)|rror|required|must/.test(line))
          log(`[${label}] ${line}`);
    };
    child.stdout?.on('data', forward);
    child.stderr?.on('data', forward);
    children.push(child);
    return child;
  };
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          child.exitCode !== null ||
          new Promise((resolve) => {
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => resolve(clearTimeout(timer)));
          }),
      ),
    );
    const dropper = new pg.Client({ connectionString: options.databaseUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const front = { api: await freePort(), runner: await freePort() };
    // Shared by every copy: a session or execution token made by one is read by another.
    const secret = randomBytes(32).toString('base64url');
    const authSecret = randomBytes(32).toString('base64url');
    const runnerPorts: number[] = [];
    for (let i = 0; i < options.runnerCopies; i += 1) {
      const port = await freePort();
      runnerPorts.push(port);
      const runner = spawnNode(`runner${i + 1}`, 'apps/runner/src/main.ts', {
        RUNNER_PORT: String(port),
        RUNNER_HOST: '127.0.0.1',
        RUNNER_STATE_DIR: join(dir, `runner${i + 1}`),
        EXECUTION_TOKEN_SECRET: secret,
        LOG_LEVEL: 'warn',
      });
      await waitForHttp(`http://127.0.0.1:${port}/health`, runner);
    }
    const apiPorts: number[] = [];
    for (let i = 0; i < options.apiCopies; i += 1) {
      const port = await freePort();
      apiPorts.push(port);
      // One after the other: the first migrates and seeds, the others find it done.
      const api = spawnNode(`api${i + 1}`, 'apps/api/src/main.ts', {
        API_PORT: String(port),
        API_HOST: '127.0.0.1',
        DATABASE_URL: dbUrl.toString(),
        REDIS_URL: options.redisUrl,
        RUNNER_ORIGIN: `http://127.0.0.1:${front.runner}`,
        PUBLIC_WEB_ORIGIN: SCALE_WEB_ORIGIN,
        TRUSTED_PROXIES: '127.0.0.1',
        EXECUTION_TOKEN_SECRET: secret,
        AUTH_SECRET: authSecret,
        CAPTCHA_BYPASS_TOKEN: SCALE_BYPASS_TOKEN,
        SEED_DEMO_CONTENT: i === 0 ? 'true' : 'false',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      });
      await waitForHttp(`http://127.0.0.1:${port}/api/health`, api);
    }
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig(front, apiPorts, runnerPorts));
    const haproxy = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxy.stderr?.on('data', (chunk: Buffer) => log(`[haproxy] ${chunk.toString().trim()}`));
    children.push(haproxy);
    const url = `http://127.0.0.1:${front.api}`;
    await waitForHttp(`${url}/api/health`, haproxy);
    return { url, databaseUrl: dbUrl.toString(), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
