/**
 * Live host benchmark (not a test): `npm run bench -- labs`, as root with the lab packages.
 * From one run, on this machine, through the host's real HTTP protocol and terminal WebSocket:
 *
 * - allocate -> RUNNING, p50/p95, cold (no pool) and warm (from the pool), each a new learner
 *   (a new home seeded with the author's files); baseline: a bare podman create+start of the
 *   same container spec, with no home to make;
 * - a keystroke's echo round trip over the WebSocket, p50/p95; baseline: the same PTY exec read
 *   directly from podman's stream (the price of the host and the WebSocket is the ratio);
 * - the build time of a small Dockerfile through the host; baseline: the `podman build` CLI;
 * - how many idle 256 MB labs this machine holds before warm allocation latency doubles: idle
 *   labs grow in steps, allocation is measured at each step (median of 5), until 2x the first
 *   step or a memory safety cap or LABS_BENCH_MAX_IDLE. Everything made is removed at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { LAB_HOST_SECRET_HEADER, type LabHostStart } from '@learnbox/contracts';
import { LAB_BASE_IMAGE } from '@learnbox/domain';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildLabsApp } from '../src/app';
import type { LabsConfig } from '../src/config/env';
import { prepareLabBase } from '../src/images/lab-base';
import { containerSpec } from '../src/podman/container-spec';
import { HomeVolumes } from '../src/podman/home-volume';
import { runCommand } from '../src/podman/host-command';
import { PodmanLabEngine } from '../src/podman/podman-engine';
import { startPodmanService } from '../src/podman/podman-service';

const SAMPLES = Number(process.env.LABS_BENCH_SAMPLES ?? 15);
const KEYSTROKES = 200;
const STEP = Number(process.env.LABS_BENCH_STEP ?? 10);
const MAX_IDLE = Number(process.env.LABS_BENCH_MAX_IDLE ?? 200);
/** Stop growing idle labs when less than this share of the memory is left (the machine is shared). */
const MEMORY_FLOOR = 0.3;
const POOL = { size: 2, keys: 3 };
const WEB_ORIGIN = 'http://localhost:3000';

const run = randomBytes(3).toString('hex');
const secret = randomBytes(24).toString('hex');
const stateDir = mkdtempSync(join(tmpdir(), 'labs-bench-'));
const image = `localhost/learnbox-labs-bench:${run}`;
const dockerfile = (nonce: string) =>
  [
    `FROM ${LAB_BASE_IMAGE}`,
    `RUN echo ${nonce} > /etc/bench-nonce`,
    'USER learner',
    'RUN mkdir -p /home/learner/app && echo "console.log(1)" > /home/learner/app/server.js',
    '',
  ].join('\n');

const config: LabsConfig = {
  port: 0,
  host: '127.0.0.1',
  internalSecret: secret,
  stateDir,
  cpus: 1,
  pids: 256,
  homeBytes: 512 * 1024 * 1024,
  allowedOrigins: [WEB_ORIGIN],
  pool: POOL,
};

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const ms = (value: number) => (value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`);
const p50p95 = (values: number[]) => `p50 ${ms(quantile(values, 0.5))}, p95 ${ms(quantile(values, 0.95))}`;
const ratio = (value: number, base: number) => `${(value / base).toFixed(2)}x`;
const print = (line: string) => process.stdout.write(`${line}\n`);

function memAvailable(): number {
  const line = readFileSync('/proc/meminfo', 'utf8').match(/^MemAvailable:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) * 1024;
}

/**
 * Memory of the running bench labs: what their cgroups are charged (cgroup v1 memory controller,
 * as on this host kind: their processes and the page cache they caused) plus each one's conmon,
 * podman's monitor process outside the cgroup. MemAvailable is the safety cap, but other work on
 * a shared machine moves it too much to divide by the lab count.
 */
async function benchLabsMemory(): Promise<number> {
  const { stdout } = await runCommand('podman', [
    'ps',
    '--no-trunc',
    '--filter',
    `name=^lab-bench-${run}`,
    '--format',
    '{{.ID}}',
  ]);
  const ids = stdout.split('\n').filter(Boolean);
  if (ids.length === 0) return 0;
  const conmons = await runCommand('podman', ['inspect', '--format', '{{.State.ConmonPid}}', ...ids]);
  let total = 0;
  const read = (path: string, parse: (text: string) => number) => {
    try {
      total += parse(readFileSync(path, 'utf8'));
    } catch {
      // Gone meanwhile, or another cgroup layout: not counted.
    }
  };
  for (const id of ids)
    read(`/sys/fs/cgroup/memory/libpod_parent/libpod-${id}/memory.usage_in_bytes`, Number);
  for (const pid of conmons.stdout.split('\n').filter(Boolean))
    read(`/proc/${pid}/status`, (text) => Number(text.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? 0) * 1024);
  return total;
}

/** A live host over an engine of its own; its state dir is shared so homes outlive a phase. */
async function startHost(pool: { size: number; keys: number }) {
  const engine = await PodmanLabEngine.start(stateDir, { pool });
  const app = await buildLabsApp(config, { engine, baseImage: prepareLabBase(stateDir, () => {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { engine, app, base };
}

type Host = Awaited<ReturnType<typeof startHost>>;
const homes = new Set<string>();
let labCounter = 0;

function labStart(memoryMb = 256): LabHostStart {
  const labId = `bench-${run}-${labCounter++}`;
  homes.add(labId);
  return {
    lab_id: labId,
    image,
    dockerfile: dockerfile('unused'),
    home_volume: labId,
    memory_mb: memoryMb,
    app_port: null,
    env: {},
    capabilities: [],
    egress_allow_list: [],
    auth: `bench-auth-${labId}`,
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  };
}

async function call(host: Host, method: string, path: string, body?: unknown) {
  const response = await fetch(`${host.base}${path}`, {
    method,
    headers: {
      [LAB_HOST_SECRET_HEADER]: secret,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : ((await response.json()) as { state: string });
}

/** POST /labs until the host answers RUNNING (the image is present, so in one call). */
async function allocate(host: Host, start = labStart()): Promise<{ ms: number; labId: string }> {
  const began = performance.now();
  const state = await call(host, 'POST', '/labs', start);
  if (state?.state !== 'running') throw new Error(`lab ${start.lab_id} answered ${JSON.stringify(state)}`);
  return { ms: performance.now() - began, labId: start.lab_id };
}

/** One warm allocation at a realistic pace: the pool has refilled since the last one. */
async function warmAllocation(host: Host): Promise<number> {
  await host.engine.pool.settled();
  const { ms: took, labId } = await allocate(host);
  await call(host, 'DELETE', `/labs/${labId}`);
  return took;
}

/** Times each keystroke from its send to its echo on the screen. */
async function keystrokeEchoes(send: (text: string) => void, screen: () => string): Promise<number[]> {
  const until = async (pattern: RegExp, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(screen())) {
      if (Date.now() > deadline) throw new Error(`never saw ${pattern}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  await until(/\$ $/);
  const times: number[] = [];
  for (let i = 0; i < KEYSTROKES; i++) {
    const before = screen().length;
    const began = performance.now();
    send('#');
    const deadline = Date.now() + 5000;
    while (screen().length === before || !screen().endsWith('#')) {
      if (Date.now() > deadline) throw new Error('a keystroke was never echoed');
      await new Promise((resolve) => setImmediate(resolve));
    }
    times.push(performance.now() - began);
    if (i % 40 === 39) {
      send('\u0015'); // ^U: an empty line again
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return times;
}

async function websocketKeystrokes(host: Host, start: LabHostStart): Promise<number[]> {
  const url = `${host.base.replace('http', 'ws')}/labs/${start.lab_id}/terminal?auth=${start.auth}&term=0`;
  const socket = new WebSocket(url, { origin: WEB_ORIGIN });
  let screen = '';
  socket.on('message', (data: Buffer) => {
    screen += data.toString();
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  try {
    return await keystrokeEchoes(
      (text) => socket.send(Buffer.from(text), { binary: true }),
      () => screen,
    );
  } finally {
    socket.close();
  }
}

async function directKeystrokes(host: Host, labId: string): Promise<number[]> {
  const terminal = await host.engine.exec(labId, { cmd: ['bash', '-l'], cols: 120, rows: 40 });
  let screen = '';
  terminal.stream.on('data', (chunk: Buffer) => {
    screen += chunk.toString();
  });
  try {
    return await keystrokeEchoes(
      (text) => terminal.stream.write(text),
      () => screen,
    );
  } finally {
    terminal.stream.destroy();
  }
}

/** Bare podman: create+start of the same container spec over a home made beforehand. */
async function bareStarts(): Promise<number[]> {
  const service = await startPodmanService(join(stateDir, 'bare'));
  const bareHomes = new HomeVolumes(join(stateDir, 'bare-homes'));
  const mount = await bareHomes.create('bare', 64 * 1024 * 1024);
  const times: number[] = [];
  try {
    for (let i = 0; i < SAMPLES; i++) {
      const spec = containerSpec(
        {
          labId: `bench-${run}-bare-${i}`,
          image,
          memoryBytes: 256 * 1024 * 1024,
          cpus: 1,
          pids: 256,
          homeBytes: 0,
        },
        mount,
      );
      const began = performance.now();
      const container = await service.docker.createContainer(spec);
      await container.start();
      times.push(performance.now() - began);
      await container.remove({ force: true });
    }
  } finally {
    await bareHomes.remove('bare');
    await service.close();
  }
  return times;
}

async function cleanUp(host: Host | undefined): Promise<void> {
  const engine = host?.engine ?? (await PodmanLabEngine.start(stateDir));
  for (const lab of await engine.list())
    if (lab.labId.startsWith(`bench-${run}`)) await engine.discard(lab.labId).catch(() => {});
  for (const home of homes) await engine.removeHome(home).catch(() => {});
  await host?.app.close();
  await engine.close();
  await runCommand('podman', ['rmi', '--force', image, `${image}-cli`]);
  rmSync(stateDir, { recursive: true, force: true });
}

print(
  `labs bench: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, pool ${POOL.size} per image, homes ${config.homeBytes / 2 ** 20} MB, ${SAMPLES} samples`,
);
let host: Host | undefined;
try {
  // Cold: a host without a pool. Its first start also makes sure the base image exists.
  host = await startHost({ size: 0, keys: 1 });
  const app: FastifyInstance = host.app;
  await prepareLabBase(stateDir, () => {});

  // Build: the host's engine, then the CLI on the same machine (a fresh RUN line each: no cache).
  let began = performance.now();
  const built = await host.engine.build(image, dockerfile(`host-${run}`), () => {});
  const hostBuild = performance.now() - began;
  if (built.status !== 'SUCCESS') throw new Error(`the bench image did not build: ${built.error}`);
  const context = join(stateDir, 'cli-build');
  mkdirSync(context, { recursive: true });
  writeFileSync(join(context, 'Dockerfile'), dockerfile(`cli-${run}`));
  began = performance.now();
  await runCommand('podman', ['--runtime', 'runc', 'build', '-q', '-t', `${image}-cli`, context]);
  const cliBuild = performance.now() - began;

  const bare = await bareStarts();
  const cold: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const { ms: took, labId } = await allocate(host);
    cold.push(took);
    await call(host, 'DELETE', `/labs/${labId}`);
  }
  await app.close();
  await host.engine.close();
  host = undefined;

  // Warm: the same host with its pool; the first allocation makes the image popular.
  host = await startHost(POOL);
  const first = await allocate(host);
  await call(host, 'DELETE', `/labs/${first.labId}`);
  const warm: number[] = [];
  for (let i = 0; i < SAMPLES; i++) warm.push(await warmAllocation(host));

  // Keystrokes: through the host's WebSocket, then straight from podman's exec stream.
  const typing = labStart();
  await allocate(host, typing);
  const overWebSocket = await websocketKeystrokes(host, typing);
  const direct = await directKeystrokes(host, typing.lab_id);
  await call(host, 'DELETE', `/labs/${typing.lab_id}`);

  const bareP50 = quantile(bare, 0.5);
  print(
    `allocate -> RUNNING, cold: ${p50p95(cold)} (p50 ${ratio(quantile(cold, 0.5), bareP50)} bare podman)`,
  );
  print(
    `allocate -> RUNNING, warm: ${p50p95(warm)} (p50 ${ratio(quantile(warm, 0.5), bareP50)} bare podman, ${ratio(quantile(warm, 0.5), quantile(cold, 0.5))} cold; target p95 <= 1000 ms: ${quantile(warm, 0.95) <= 1000 ? 'met' : 'MISSED'})`,
  );
  print(`bare podman create+start (baseline): ${p50p95(bare)}`);
  print(
    `keystroke echo over the WebSocket: ${p50p95(overWebSocket)} (p50 ${ratio(quantile(overWebSocket, 0.5), quantile(direct, 0.5))} direct exec stream; target p95 <= 50 ms: ${quantile(overWebSocket, 0.95) <= 50 ? 'met' : 'MISSED'})`,
  );
  print(`keystroke echo on podman's exec stream (baseline): ${p50p95(direct)}`);
  print(
    `build of a small Dockerfile: ${ms(hostBuild)} through the host, ${ms(cliBuild)} podman build CLI (${ratio(hostBuild, cliBuild)})`,
  );

  // Capacity: idle 256 MB labs grow in steps; warm allocation is measured at each.
  const warmHost = host;
  const median5 = async () => {
    const samples: number[] = [];
    for (let i = 0; i < 5; i++) samples.push(await warmAllocation(warmHost));
    return quantile(samples, 0.5);
  };
  const firstStep = await median5();
  print(`idle labs 0: warm allocation p50 ${ms(firstStep)} (1.00x)`);
  let idle = 0;
  let perLab = 0;
  let reason = `LABS_BENCH_MAX_IDLE (${MAX_IDLE}) reached before it doubled`;
  while (idle < MAX_IDLE) {
    for (let i = 0; i < STEP; i++) {
      await allocate(warmHost);
      idle++;
    }
    const now = await median5();
    perLab = (await benchLabsMemory()) / idle;
    print(
      `idle labs ${idle}: warm allocation p50 ${ms(now)} (${ratio(now, firstStep)}), ${(perLab / 2 ** 20).toFixed(1)} MB per idle lab (cgroup + conmon)`,
    );
    if (now >= 2 * firstStep) {
      reason = 'allocation latency doubled';
      break;
    }
    if (memAvailable() < MEMORY_FLOOR * totalmem()) {
      reason = `the memory safety cap (${MEMORY_FLOOR * 100}% left) was reached`;
      break;
    }
  }
  const byMemory =
    perLab > 0
      ? `; by the memory of their processes alone about ${Math.floor(memAvailable() / perLab) + idle} would fit`
      : '';
  print(`idle 256 MB labs held: ${idle} (${reason})${byMemory}`);
} finally {
  await cleanUp(host);
}
