/**
 * Runner benchmark (not a test): HTTP /code/execute against the same program run unsandboxed (a
 * plain process with the runner's commands, `unsandboxed.ts`), for latency and for throughput; the
 * ratio is what a learner pays for the sandbox and everything around it (issue 19). A one-shot
 * sandbox of the same commands is printed beside it: what each run would cost with its sandbox
 * built on its path instead of ahead of it.
 * C++ is timed cold (a source never compiled before) and warm (the same source again).
 * Run from the repo root: npm run bench -- runner (or npx tsx apps/runner/bench/execute.bench.ts)
 *
 * The one-shot side runs exactly the runner's commands (compile step included for C) through the
 * runner's launcher started for that run alone (same layout, uid 65534 and seccomp filter),
 * without HTTP, pool, cgroups or work-dir handling.
 *
 * Throughput on 2 cores is CPU, so the machine's CPU per run is printed for each side, with what an
 * empty sandbox (the launcher around /bin/true) costs by itself: the floor any run pays.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { ExecuteResponse, RunnerLanguage } from '@learnbox/contracts/runner';
import { signExecutionToken } from '@learnbox/domain/execution/execution-token';
import { buildApp } from '../src/app';
import { parseRunnerEnv } from '../src/config/env';
import { LanguageRegistry } from '../src/languages/language-registry';
import { HostPathExposer } from '../src/sandbox/host-paths';
import { buildLauncher } from '../src/sandbox/launcher-build';
import { SANDBOX_GID, SANDBOX_UID } from '../src/sandbox/program-files';
import {
  SANDBOX_ENV,
  SANDBOX_WORK_DIR,
  sandboxLayout,
  stageEtc,
  systemLayout,
} from '../src/sandbox/sandbox-layout';
import { writeSeccompFilter } from '../src/sandbox/seccomp-filter';
import { machineCpuMs } from './machine-cpu';
import { unsandboxedRunner } from './unsandboxed';

const PROGRAMS: {
  language: RunnerLanguage;
  label: string;
  file: string;
  code: string;
  runs: number;
  /** Sent with a new comment each time over HTTP, so the compile cache never answers (cold). */
  fresh?: boolean;
}[] = [
  { language: 'python', label: 'Python', file: 'main.py', code: 'print("hello")\n', runs: 40 },
  { language: 'javascript', label: 'Node', file: 'main.js', code: 'console.log("hello");\n', runs: 30 },
  {
    language: 'c',
    label: 'C (compile+run)',
    file: 'main.c',
    code: '#include <stdio.h>\nint main(void) { puts("hello"); return 0; }\n',
    runs: 20,
    fresh: true,
  },
];
/** Compiled languages timed cold (a source never sent before) and warm (the same source again). */
const COMPILED = [
  {
    label: 'C',
    language: 'c' as const,
    file: 'main.c',
    code: (tag: string) => `// ${tag}\n#include <stdio.h>\nint main(void) { puts("hello"); return 0; }\n`,
    runs: 8,
  },
  {
    label: 'C++',
    language: 'cpp' as const,
    file: 'main.cpp',
    code: (tag: string) =>
      `// ${tag}\n#include <iostream>\n#include <vector>\n#include <string>\nint main() { std::vector<std::string> v{"hello"}; std::cout << v[0] << std::endl; }\n`,
    runs: 6,
  },
];
const tag = () => randomBytes(8).toString('hex');
const CONCURRENCY = [2, 8, 32];
/**
 * Runs per side and row, in alternating bursts. With 96 (4 bursts) five runs of this bench on one
 * host spread over 0.89-0.99 at concurrency 2; four times the runs should halve that spread.
 */
const THROUGHPUT_RUNS = 384;

const secret = randomBytes(32).toString('hex');
const config = parseRunnerEnv({ ...process.env, EXECUTION_TOKEN_SECRET: secret });
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/code/execute`;
/** Paid callers' tokens. Throughput spreads its workers over as many callers, as real traffic is. */
const tokenOf = (caller: string) =>
  signExecutionToken(
    { userId: caller, tier: 'premium', caller, runTier: 'paid', expiresAt: Date.now() + 3_600_000 },
    secret,
  );
const workerTokens = await Promise.all(
  Array.from({ length: Math.max(...CONCURRENCY) }, (_, i) => tokenOf(`bench-${i}`)),
);
const token = workerTokens[0] as string;

// The bare side: the same launcher, layout, filter and commands, each run's sandbox built on its
// path (as before issue 19), with none of the runner around it (no HTTP, pool or cgroups).
const benchDir = mkdtempSync('/tmp/learnbox-bench-');
chmodSync(benchDir, 0o755);
const etcDir = path.join(benchDir, 'etc');
const rootDir = path.join(benchDir, 'root');
mkdirSync(etcDir);
mkdirSync(rootDir);
stageEtc(etcDir);
const layout = systemLayout(etcDir);
const launcher = await buildLauncher(config.stateDir);
const exposer = new HostPathExposer(true);
const languages = await LanguageRegistry.probe(exposer);
// The runner's system-call filter too, so both sides pay for it alike.
const seccomp = await writeSeccompFilter(config.stateDir, path.join(benchDir, 'seccomp.bpf'));
const plain = await unsandboxedRunner(config);
let dirs = 0;

function workDir(file: string, code: string): string {
  const dir = path.join(benchDir, `work-${dirs++}`);
  mkdirSync(dir, { mode: 0o755 });
  writeFileSync(path.join(dir, file), code);
  chownSync(dir, SANDBOX_UID, SANDBOX_GID);
  return dir;
}

const fields = (values: readonly string[]) => values.map((value) => `${value}\0`).join('');

/** One run in a sandbox built for it alone: launcher.c's descriptors, as the spawner hands them. */
function oneShot(argv: string[], dir: string, language: RunnerLanguage): Promise<string> {
  const runtime = languages.get(language);
  if (!runtime) throw new Error(`${language} is not installed`);
  const env = Object.entries({ ...SANDBOX_ENV, ...runtime.env, PWD: SANDBOX_WORK_DIR }).map(
    ([k, v]) => `${k}=${v}`,
  );
  const sandbox = sandboxLayout(layout, {
    workDir: dir,
    mounts: runtime.mounts,
    tmpBytes: config.workDirBytes,
  });
  return new Promise((resolve, reject) => {
    const child = spawn(launcher, ['5', '0'], {
      env: {},
      stdio: ['pipe', 'pipe', 'pipe', 'pipe', 'ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d;
    });
    child.stdio[3]?.on('data', () => undefined);
    child.stdin?.end();
    (child.stdio as unknown as Writable[])[5]?.end(
      fields([
        String(config.workDirBytes),
        '256',
        seccomp.path,
        rootDir,
        SANDBOX_WORK_DIR,
        '6',
        ...sandbox.flat(),
      ]),
    );
    (child.stdio as unknown as Writable[])[6]?.end(
      fields(['10', '0', String(SANDBOX_UID), String(SANDBOX_GID), String(env.length), ...env, ...argv]),
    );
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`the launcher exited ${code}`)),
    );
  });
}

async function bare(program: (typeof PROGRAMS)[number], dir: string): Promise<boolean> {
  const runtime = languages.get(program.language);
  if (!runtime) return false;
  const files = { files: [program.file], main: program.file };
  if (runtime.compile) await oneShot(runtime.compile(files), dir, program.language);
  return (await oneShot(runtime.run(files, [], config.limits.defaults), dir, program.language)) === 'hello\n';
}

/** An empty sandbox: the one-shot launcher, layout and filter around /bin/true (Python's mounts). */
const trueDir = workDir('empty', '');
const oneShotTrue = async () => (await oneShot(['/bin/true'], trueDir, 'python')) === '';

/** /bin/true as a plain process of the bench, as `unsandboxed.ts` starts programs. */
function plainTrue(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('/bin/true', [], { stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdin?.end();
    child.stdout?.resume();
    child.stderr?.resume();
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

// node:http with keep-alive: the client shares this process with the runner, so a lean one.
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function http(
  program: { language: RunnerLanguage; code: string },
  as = token,
  seen?: (reply: ExecuteResponse) => void,
): Promise<boolean> {
  const body = JSON.stringify({ language: program.language, code: program.code });
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-proxy-authorization': as,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          if (res.statusCode !== 200) return resolve(false);
          const reply = JSON.parse(text) as ExecuteResponse;
          seen?.(reply);
          resolve(reply.status === 'ok' && reply.stdout === 'hello\n');
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function timed(fn: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  if (!(await fn().catch(() => false))) throw new Error('a benchmark run failed');
  return performance.now() - started;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
const results: { name: string; ok: boolean }[] = [];

console.log(
  `\nRunner benchmark: ${availableParallelism()} cores, pool ${config.poolSize}, queue ${config.queueLength}`,
);
console.log(
  '\nLatency, sequential requests: HTTP /code/execute vs the same program unsandboxed (a one-shot sandbox beside it)',
);
console.log(
  `${'program'.padEnd(18)}${'runs'.padStart(5)}${'HTTP median'.padStart(13)}${'HTTP p95'.padStart(11)}${'plain median'.padStart(14)}${'plain p95'.padStart(11)}${'ratio'.padStart(8)}${'1-shot median'.padStart(14)}`,
);
for (const program of PROGRAMS) {
  if (!languages.get(program.language) || !plain.has(program.language)) {
    console.log(`${program.label.padEnd(18)} not installed`);
    continue;
  }
  const dir = workDir(program.file, program.code);
  const plainDir = workDir(program.file, program.code);
  const unsandboxed = async () => (await plain.run(program.language, program.file, plainDir)) === 'hello\n';
  for (let i = 0; i < 3; i++) await Promise.all([http(program), bare(program, dir), unsandboxed()]);
  const viaHttp: number[] = [];
  const viaPlain: number[] = [];
  const viaBare: number[] = [];
  // Interleaved, so drift in the machine's load affects every side alike.
  for (let i = 0; i < program.runs; i++) {
    const sent = program.fresh ? { ...program, code: `// ${tag()}\n${program.code}` } : program;
    viaHttp.push(await timed(() => http(sent)));
    viaPlain.push(await timed(unsandboxed));
    viaBare.push(await timed(() => bare(program, dir)));
  }
  const ratio = quantile(viaHttp, 0.5) / quantile(viaPlain, 0.5);
  results.push({ name: `${program.label} median ratio ${ratio.toFixed(2)} <= 1.2`, ok: ratio <= 1.2 });
  console.log(
    `${program.label.padEnd(18)}${String(program.runs).padStart(5)}${ms(quantile(viaHttp, 0.5))}   ${ms(quantile(viaHttp, 0.95))}${ms(quantile(viaPlain, 0.5))}    ${ms(quantile(viaPlain, 0.95))} ${ratio.toFixed(2).padStart(8)}${ms(quantile(viaBare, 0.5))}    `,
  );
}

console.log(
  '\nCompile+run, cold = a source never sent before, warm = the same source again (C++: <iostream>, <vector>, <string>)',
);
console.log(
  `${'case'.padEnd(18)}${'runs'.padStart(5)}${'HTTP median'.padStart(13)}${'HTTP p95'.padStart(11)}${'plain median'.padStart(14)}${'ratio'.padStart(8)}`,
);
for (const program of COMPILED) {
  if (!languages.get(program.language) || !plain.has(program.language)) continue;
  const warmCode = program.code(`warm ${tag()}`);
  await timed(() => http({ language: program.language, code: warmCode }));
  const cases = [
    { label: `${program.label} cold`, code: () => program.code(`cold ${tag()}`) },
    { label: `${program.label} warm`, code: () => warmCode },
  ];
  for (const c of cases) {
    const viaHttp: number[] = [];
    const viaPlain: number[] = [];
    for (let i = 0; i < program.runs; i++) {
      const code = c.code();
      viaHttp.push(await timed(() => http({ language: program.language, code })));
      const plainDir = workDir(program.file, code);
      viaPlain.push(
        await timed(async () => (await plain.run(program.language, program.file, plainDir)) === 'hello\n'),
      );
    }
    const ratio = quantile(viaHttp, 0.5) / quantile(viaPlain, 0.5);
    console.log(
      `${c.label.padEnd(18)}${String(program.runs).padStart(5)}${ms(quantile(viaHttp, 0.5))}   ${ms(quantile(viaHttp, 0.95))}${ms(quantile(viaPlain, 0.5))}    ${ratio.toFixed(2).padStart(8)}`,
    );
  }
}

/** Runs `total` runs with `concurrency` workers; returns the elapsed ms, the machine's CPU ms and the failures. */
async function burst(concurrency: number, total: number, run: (worker: number) => Promise<boolean>) {
  let started = 0;
  let errors = 0;
  const cpuBefore = machineCpuMs();
  const begin = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (started < total) {
        started++;
        if (!(await run(worker).catch(() => false))) errors++;
      }
    }),
  );
  return { ms: performance.now() - begin, cpuMs: machineCpuMs() - cpuBefore, errors };
}

type Side = { perSecond: number; cpuMsPerRun: number; errors: number };

/** Sides' bursts alternate, so load from anything else on the machine hits them alike. */
async function throughput(
  concurrency: number,
  sides: Record<string, (worker: number) => Promise<boolean>>,
): Promise<Record<string, Side>> {
  const rounds = 8;
  const perRound = Math.max(concurrency, THROUGHPUT_RUNS / rounds);
  const totals = Object.fromEntries(Object.keys(sides).map((name) => [name, { ms: 0, cpuMs: 0, errors: 0 }]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, run] of Object.entries(sides)) {
      const b = await burst(concurrency, perRound, run);
      const total = totals[name] as { ms: number; cpuMs: number; errors: number };
      total.ms += b.ms;
      total.cpuMs += b.cpuMs;
      total.errors += b.errors;
    }
  }
  const runs = rounds * perRound;
  return Object.fromEntries(
    Object.entries(totals).map(([name, t]) => [
      name,
      { perSecond: runs / (t.ms / 1000), cpuMsPerRun: t.cpuMs / runs, errors: t.errors },
    ]),
  );
}

const python = PROGRAMS[0];
if (python && languages.get(python.language) && plain.has(python.language)) {
  console.log(
    `\nThroughput, Python hello world, ${THROUGHPUT_RUNS} runs per side and row in alternating bursts (HTTP vs parallel unsandboxed processes; one-shot sandbox beside it)`,
  );
  console.log(
    `${'concurrency'.padEnd(13)}${'HTTP exec/s'.padStart(12)}${'errors'.padStart(8)}${'plain exec/s'.padStart(14)}${'ratio'.padStart(8)}${'1-shot exec/s'.padStart(14)}`,
  );
  const cpu: Record<string, Side>[] = [];
  for (const concurrency of CONCURRENCY) {
    const dirsFor = Array.from({ length: concurrency }, () => workDir(python.file, python.code));
    const plainDirs = Array.from({ length: concurrency }, () => workDir(python.file, python.code));
    const sides = await throughput(concurrency, {
      http: (worker) => http(python, workerTokens[worker]),
      plain: async (worker) =>
        (await plain.run(python.language, python.file, plainDirs[worker] ?? '')) === 'hello\n',
      bare: (worker) => bare(python, dirsFor[worker] ?? ''),
    });
    cpu.push(sides);
    const {
      http: viaHttp,
      plain: viaPlain,
      bare: viaBare,
    } = sides as Record<'http' | 'plain' | 'bare', Side>;
    const ratio = viaHttp.perSecond / viaPlain.perSecond;
    results.push({ name: `throughput at ${concurrency}: ${ratio.toFixed(2)} >= 0.9`, ok: ratio >= 0.9 });
    results.push({ name: `errors at ${concurrency}: ${viaHttp.errors}`, ok: viaHttp.errors === 0 });
    console.log(
      `${String(concurrency).padEnd(13)}${viaHttp.perSecond.toFixed(1).padStart(12)}${String(viaHttp.errors).padStart(8)}${viaPlain.perSecond.toFixed(1).padStart(14)}${ratio.toFixed(2).padStart(8)}${viaBare.perSecond.toFixed(1).padStart(14)}`,
    );
  }
  await printCpuPerRun(cpu);
}

/**
 * Where the ratio comes from: the machine's CPU per run on each side, and what an empty sandbox
 * (the runner's launcher, layout and filter around /bin/true, against /bin/true spawned plainly)
 * costs by itself. For a ratio of 0.9 a run may cost at most 1/0.9 of the plain one.
 */
async function printCpuPerRun(rows: Record<string, Side>[]) {
  const mean = (side: string) =>
    rows.reduce((sum, row) => sum + (row[side]?.cpuMsPerRun ?? 0), 0) / rows.length;
  const empty = await throughput(2, {
    sandbox: () => oneShotTrue(),
    plain: () => plainTrue(),
  });
  const plainRun = mean('plain');
  const floor = (empty.sandbox?.cpuMsPerRun ?? 0) - (empty.plain?.cpuMsPerRun ?? 0);
  console.log(
    '\nMachine CPU per Python run (mean of the rows above; /proc/stat, all cores, kernel clean-up included)',
  );
  console.log(
    `  plain ${plainRun.toFixed(1)} ms, HTTP ${mean('http').toFixed(1)} ms, one-shot sandbox ${mean('bare').toFixed(1)} ms`,
  );
  console.log(
    `  budget for a ratio of 0.9: ${(plainRun / 0.9 - plainRun).toFixed(1)} ms over plain; an empty sandbox alone costs ${floor.toFixed(1)} ms more than a plain /bin/true`,
  );
}

console.log('\nTargets');
for (const r of results) console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name}`);
agent.destroy();
await app.close();
rmSync(benchDir, { recursive: true, force: true });
