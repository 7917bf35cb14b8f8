import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { release, tmpdir } from 'node:os';
import path from 'node:path';
import type { RunnerConfig } from '../config/env';
import { detectCgroupLayout } from './cgroup-detect';
import { describeDynmods, favorDynamicCgroups } from './cgroup-dynmods';
import { hostCommand } from './host-command';
import { HostPathExposer, reachableBySandboxUser } from './host-paths';
import { linkedDynamically } from './launcher-build';
import { SANDBOX_GID, SANDBOX_UID } from './program-files';
import { CgroupManager } from './run-cgroup';
import { instanceIsLive, isInstanceName, newInstanceName } from './runner-instance';
import { SANDBOX_ENV, stageEtc, systemLayout } from './sandbox-layout';
import { Sandbox } from './sandbox-runner';
import { hasLibseccomp, LIBSECCOMP_MISSING, SECCOMP_HEADERS, writeSeccompFilter } from './seccomp-filter';
import { buildSpawner, Spawner } from './spawner';
import { WorkSlots } from './work-slots';

/**
 * Sets up everything runs need once per process: cgroups, the launcher, the work-dir slots and the
 * sandbox itself, then proves the sandbox works with one real run. When isolation is impossible the
 * runner refuses to start (IsolationUnavailableError) unless the unsafe development flag is set.
 */

export class IsolationUnavailableError extends Error {}

export interface Isolation {
  sandbox: Sandbox;
  slots: WorkSlots;
  exposer: HostPathExposer;
  /** One line for the start-up log: what isolates runs on this host. */
  summary: string;
  close(): Promise<void>;
}

export interface IsolationLog {
  info(message: string): void;
  warn(message: string): void;
}

/** Where the host tools isolation needs are looked for (tests point one at a path that is not there). */
export interface HostTools {
  seccompHeaders: readonly string[];
  /** The kernel's release (os.release()). */
  kernel: string;
}

export const HOST_TOOLS: HostTools = {
  seccompHeaders: SECCOMP_HEADERS,
  kernel: release(),
};

/** mount_setattr, which makes a bound tree read-only with its submounts in one call, came in 5.12. */
const OLDEST_KERNEL: readonly [number, number] = [5, 12];

function kernelTooOld(kernel: string): boolean {
  const [major = 0, minor = 0] = kernel.split(/[.-]/).map(Number);
  return major < OLDEST_KERNEL[0] || (major === OLDEST_KERNEL[0] && minor < OLDEST_KERNEL[1]);
}

/** Open files per program. */
const OPEN_FILES = 256;

export async function setUpIsolation(
  config: RunnerConfig,
  log: IsolationLog,
  tools: HostTools = HOST_TOOLS,
): Promise<Isolation> {
  const instance = newInstanceName();
  if (config.unsafeNoIsolation) return setUpUnsafe(config, instance, log);

  const problems: string[] = [];
  if (process.getuid?.() !== 0)
    problems.push('the runner is not root, so it can neither create cgroups nor drop to uid 65534');
  if (kernelTooOld(tools.kernel))
    problems.push(
      `the kernel is ${tools.kernel}; the sandbox's mounts need Linux ${OLDEST_KERNEL.join('.')} or newer (mount_setattr)`,
    );
  if (!hasLibseccomp(tools.seccompHeaders)) problems.push(LIBSECCOMP_MISSING);
  if (problems.length > 0) throw unavailable(problems);

  const dynmods = await favorDynamicCgroups(config.favorDynamicCgroups);
  const layout = detectCgroupLayout();
  const cgroups = new CgroupManager(layout, instance, (dir, error) =>
    log.warn(`could not remove cgroup ${dir}: ${error}`),
  );
  const instanceDir = path.join(config.stateDir, instance);
  const cleanups: (() => Promise<void> | void)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    cgroups.sweepStale(instanceIsLive);
    cgroups.open();
    cleanups.push(() => cgroups.close());
    mkdirSync(config.stateDir, { recursive: true, mode: 0o755 });
    await sweepStaleStateDirs(config.stateDir, instance);
    if (!reachableBySandboxUser(config.stateDir)) {
      throw new Error(
        `the state dir ${config.stateDir} is not reachable by uid ${SANDBOX_UID}; set RUNNER_STATE_DIR`,
      );
    }
    const spawnerBinary = await buildSpawner(config.stateDir);
    if (linkedDynamically(spawnerBinary))
      log.warn(
        'learnbox-spawner is linked dynamically (no static C library here; Debian: libc6-dev): every sandbox costs more CPU',
      );
    const spawner = Spawner.start(spawnerBinary);
    cleanups.push(() => spawner.close());
    const etcDir = path.join(instanceDir, 'etc');
    const rootDir = path.join(instanceDir, 'root');
    mkdirSync(etcDir, { recursive: true, mode: 0o755 });
    mkdirSync(rootDir, { mode: 0o755 });
    cleanups.push(() => rmSync(instanceDir, { recursive: true, force: true }));
    stageEtc(etcDir);
    const seccomp = await writeSeccompFilter(config.stateDir, path.join(instanceDir, 'seccomp.bpf'));
    const slots = new WorkSlots(path.join(instanceDir, 'slots'), config.poolSize, config.workDirBytes, {
      uid: SANDBOX_UID,
      gid: SANDBOX_GID,
    });
    await slots.open();
    cleanups.push(() => slots.close());
    if (!slots.sizeCapped)
      log.warn('could not mount tmpfs work dirs; work dirs are capped by RLIMIT_FSIZE per file only');
    const exposer = new HostPathExposer(true);
    const sandbox = new Sandbox(
      {
        isolated: true,
        spawner,
        rootDir,
        layout: systemLayout(etcDir),
        cgroups,
        tmpBytes: config.workDirBytes,
        fileSizeBytes: config.workDirBytes,
        seccompFilter: seccomp.path,
        openFiles: OPEN_FILES,
        idleMs: config.sandboxIdleMs,
      },
      SANDBOX_ENV,
    );
    cleanups.push(() => sandbox.close());
    await proveSandbox(sandbox, slots, config);
    const controllers = Object.entries(layout.controllers)
      .map(([name, l]) => `${name}:v${l.version}`)
      .join(' ');
    return {
      sandbox,
      slots,
      exposer,
      summary: `learnbox-launch, built ahead (mount, pid, network, IPC, UTS and cgroup namespaces), uid ${SANDBOX_UID}, seccomp filter (${seccomp.instructions} BPF instructions); cgroup ${layout.mode} (${controllers}, ${describeDynmods(dynmods)}); work dirs ${slots.sizeCapped ? 'tmpfs' : 'plain dirs'}`,
      close,
    };
  } catch (error) {
    await close();
    if (error instanceof IsolationUnavailableError) throw error;
    throw unavailable([(error as Error).message]);
  }
}

function unavailable(problems: string[]): IsolationUnavailableError {
  return new IsolationUnavailableError(
    `The runner cannot isolate code runs on this host, so it will not start:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
      'Fix the above, or for local development only set RUNNER_UNSAFE_NO_ISOLATION=1 (runs user code unsandboxed).',
  );
}

/**
 * One real run through every layer; a broken sandbox must stop the start, not fail every request.
 * "Seccomp: 2" is the kernel's word that the program runs under a filter.
 */
async function proveSandbox(sandbox: Sandbox, slots: WorkSlots, config: RunnerConfig): Promise<void> {
  const [slot] = slots.slots;
  if (!slot) throw new Error('no work slot');
  const result = await sandbox.run({
    argv: ['/bin/sh', '-c', 'echo ok; id -u; grep "^Seccomp:" /proc/self/status'],
    stdin: '',
    limits: { ...config.limits.defaults, wallTimeMs: 10000 },
    workDir: slot.dir,
  });
  await sandbox.settled(slot.dir);
  await slots.reset(slot);
  if (result.status !== 'ok' || result.stdout !== `ok\n${SANDBOX_UID}\nSeccomp:\t2\n`) {
    throw new Error(
      `a test run in the sandbox failed: ${result.status}, printed ${JSON.stringify(result.stdout)} ${result.stderr.trim()}`,
    );
  }
}

/** Unmounts and deletes state dirs of runner processes that are gone. */
async function sweepStaleStateDirs(stateDir: string, instance: string): Promise<void> {
  const stale = readdirSync(stateDir).filter(
    (e) => isInstanceName(e) && e !== instance && !instanceIsLive(e),
  );
  if (stale.length === 0) return;
  const mounts = readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[4] ?? '')
    .filter((mountPoint) => stale.some((e) => mountPoint.startsWith(path.join(stateDir, e))));
  for (const mountPoint of mounts.reverse())
    await hostCommand('umount', ['-l', mountPoint]).catch(() => undefined);
  for (const entry of stale) rmSync(path.join(stateDir, entry), { recursive: true, force: true });
}

async function setUpUnsafe(config: RunnerConfig, instance: string, log: IsolationLog): Promise<Isolation> {
  log.warn(
    '\x1b[31mRUNNER_UNSAFE_NO_ISOLATION=1: user code runs WITHOUT any sandbox. Never use this outside development.\x1b[0m',
  );
  let root = path.join(config.stateDir, instance);
  try {
    mkdirSync(root, { recursive: true });
  } catch {
    root = path.join(tmpdir(), 'learnbox-runner', instance);
    mkdirSync(root, { recursive: true });
  }
  const slots = new WorkSlots(path.join(root, 'slots'), config.poolSize, config.workDirBytes, null);
  slots.sizeCapped = false;
  await slots.open();
  return {
    sandbox: new Sandbox({ isolated: false }, SANDBOX_ENV),
    slots,
    exposer: new HostPathExposer(false),
    summary: 'NONE (RUNNER_UNSAFE_NO_ISOLATION=1)',
    close: async () => {
      await slots.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
