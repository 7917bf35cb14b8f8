/**
 * The floor under the runner's throughput (issue 19; not a test): what the kernel alone charges for
 * the namespaces and cgroups every sandbox gets fresh, measured by `sandbox-floor.c` with nothing
 * else around them (no mounts, filter, uid drop, runner or HTTP), set against what a throughput
 * ratio of 0.9 leaves a Python hello world on this machine (its plain run, started as the throughput
 * bench's unsandboxed side starts it). Whatever the floor takes of that budget, no sandbox that
 * gives each run fresh namespaces and cgroups can win back.
 * Run from the repo root as root: npm run bench -- sandbox-floor
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseRunnerEnv } from '../src/config/env';
import { detectCgroupLayout } from '../src/sandbox/cgroup-detect';
import { buildHostProgram, LAUNCHER_HEADERS } from '../src/sandbox/launcher-build';
import { CgroupManager } from '../src/sandbox/run-cgroup';
import { newInstanceName } from '../src/sandbox/runner-instance';
import { machineCpuMs } from './machine-cpu';
import { unsandboxedRunner } from './unsandboxed';

const ITERATIONS = 1000;
const PLAIN_RUNS = 200;

if (process.getuid?.() !== 0) {
  console.log('\nSandbox floor: skipped (namespaces and cgroups need root)');
  process.exit(0);
}

const config = parseRunnerEnv({ ...process.env, EXECUTION_TOKEN_SECRET: randomBytes(32).toString('hex') });

/** Machine CPU per plain Python hello world, two at a time. */
async function plainPythonCpuMs(): Promise<number | null> {
  const plain = await unsandboxedRunner(config);
  if (!plain.has('python')) return null;
  const dirs = [0, 1].map(() => {
    const dir = mkdtempSync('/tmp/learnbox-floor-');
    chmodSync(dir, 0o755);
    writeFileSync(path.join(dir, 'main.py'), 'print("hello")\n');
    return dir;
  });
  const once = (dir: string) => plain.run('python', 'main.py', dir);
  await Promise.all(dirs.map(once));
  let started = 0;
  const before = machineCpuMs();
  await Promise.all(
    dirs.map(async (dir) => {
      while (started++ < PLAIN_RUNS) await once(dir);
    }),
  );
  const perRun = (machineCpuMs() - before) / PLAIN_RUNS;
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  return perRun;
}

const binary = await buildHostProgram(config.stateDir, {
  source: new URL('./sandbox-floor.c', import.meta.url),
  name: 'learnbox-sandbox-floor',
  headers: LAUNCHER_HEADERS,
  preferStatic: true,
});
/** Processes the floor program starts per case: two loops of ITERATIONS. */
const PROCESSES = 2 * ITERATIONS;
// A runner instance of its own (its base cgroups removed at the end): the floor's cgroups are made
// where a run's are.
const cgroups = new CgroupManager(detectCgroupLayout(), newInstanceName(), () => undefined);
try {
  cgroups.open();
} catch (error) {
  console.log(`(no cgroups to measure: ${(error as Error).message})`);
}
const parents = cgroups.baseDirs;

/** Machine CPU per process of one case of sandbox-floor.c. */
function measure(name: string): number {
  const before = machineCpuMs();
  execFileSync(binary, [name, String(ITERATIONS), ...parents], { stdio: ['ignore', 'ignore', 'inherit'] });
  return (machineCpuMs() - before) / PROCESSES;
}

const plainPython = await plainPythonCpuMs();
// Once first, unmeasured: the first clones warm caches the rest find warm.
measure('all-namespaces');
const plainClone = measure('plain');
const budget = plainPython === null ? null : plainPython / 0.9 - plainPython;
const share = (ms: number) => (budget === null ? '' : `${((ms / budget) * 100).toFixed(0)} %`.padStart(10));

console.log(
  `\nSandbox floor: machine CPU per process over a plain clone, two loops at once, ${ITERATIONS} each (sandbox-floor.c)`,
);
console.log(
  `${'fresh'.padEnd(26)}${'ms over plain'.padStart(14)}${budget === null ? '' : 'of budget'.padStart(10)}`,
);
const rows: [string, string][] = [
  ['mount', 'mount namespace'],
  ['pid', 'pid namespace'],
  ['network', 'network namespace, lo up'],
  ['ipc', 'IPC namespace'],
  ['uts', 'UTS namespace'],
  ['cgroup-namespace', 'cgroup namespace'],
  ['all-namespaces', 'all six, lo up'],
  ['cgroups', `a cgroup in ${parents.length} hierarchies`],
];
const over = new Map<string, number>();
for (const [name, label] of rows) {
  if (name === 'cgroups' && parents.length === 0) continue;
  const ms = measure(name) - plainClone;
  over.set(name, ms);
  console.log(`${label.padEnd(26)}${ms.toFixed(2).padStart(14)}${share(ms)}`);
}
await cgroups.close();
const floor = (over.get('all-namespaces') ?? 0) + (over.get('cgroups') ?? 0);
console.log(`${'floor (all six + cgroup)'.padEnd(26)}${floor.toFixed(2).padStart(14)}${share(floor)}`);
console.log(`(a plain clone itself: ${plainClone.toFixed(2)} ms)`);
if (budget !== null && plainPython !== null)
  console.log(
    `Budget: a plain Python hello world costs ${plainPython.toFixed(1)} ms of machine CPU here, so a throughput ratio of 0.9 leaves ${budget.toFixed(2)} ms per run for the sandbox and the runner together`,
  );
