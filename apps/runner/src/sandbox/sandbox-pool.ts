import type { CgroupManager, RunCgroup } from './run-cgroup';
import { type LayoutOperation, SANDBOX_WORK_DIR, type SandboxMount, sandboxLayout } from './sandbox-layout';
import type { SpawnedProcess, Spawner } from './spawner';

/**
 * Sandboxes built ahead of their runs (issue 19). A sandbox is a launcher (sandbox-launch.h, forked
 * by the spawner) that has joined its own fresh cgroup and built the namespaces, the file system
 * (sandbox-root.h) and the size-capped /tmp, with the program's process waiting inside, as root
 * and already under the system-call filter, for one run. Claiming one only sends the run: that process drops to the
 * sandbox user and execs the program, so a run pays for neither the cgroup join nor the set-up.
 * Each sandbox serves exactly one run and is destroyed with it.
 *
 * A waiting sandbox is bound to one work slot (its /box), so there is at most one per slot: the
 * pool refills a slot's sandbox right after claiming it (off the request path; a compile's run
 * then finds one waiting), and lets them all go when no run came for `idleMs`.
 */

/** Launcher descriptors (spawner.ts): 0-2 the program's stdio, 3 the status, 4 a result channel, 5 the launcher's control, 6 the run. */
const CONTROL_FD = 5;
const RUN_FD = 6;

export interface SandboxRecipe {
  spawner: Spawner;
  /** An empty host directory: each sandbox mounts its root there, in its own mount namespace. */
  rootDir: string;
  layout: readonly LayoutOperation[];
  cgroups: CgroupManager;
  tmpBytes: number;
  fileSizeBytes: number;
  openFiles: number;
  seccompFilter: string;
}

export interface BuiltSandbox {
  child: SpawnedProcess;
  cgroup: RunCgroup;
  mounts: readonly SandboxMount[];
}

/** What the waiting process needs to start the program (sandbox-run.h). */
export interface RunStart {
  cpuSeconds: number;
  resultChannel: boolean;
  uid: number;
  gid: number;
  env: Readonly<Record<string, string>>;
  argv: readonly string[];
}

export class SandboxPool {
  /** Waiting sandboxes by work dir. */
  private readonly waiting = new Map<string, BuiltSandbox>();
  /** Work dirs the pool keeps a sandbox ready for. */
  private readonly slots = new Set<string>();
  /** Mounts every sandbox built ahead carries: every toolchain's and harness's. */
  private standing: readonly SandboxMount[] = [];
  private lastClaim = performance.now();
  private readonly idleCheck: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly recipe: SandboxRecipe,
    private readonly idleMs: number,
  ) {
    this.idleCheck = setInterval(() => this.shrinkIfIdle(), Math.max(1000, idleMs / 2));
    this.idleCheck.unref();
  }

  /** Keeps a sandbox waiting in each of `workDirs`, with `mounts` in every one. */
  keepReady(workDirs: readonly string[], mounts: readonly SandboxMount[]): void {
    this.standing = uniqueTargets(mounts);
    for (const dir of workDirs) this.slots.add(dir);
    // Sandboxes built before with other mounts give way to ones with these.
    for (const dir of [...this.waiting.keys()]) this.discard(dir);
    this.fill();
  }

  /** Waiting sandboxes (tests and the health log). */
  get ready(): number {
    return this.waiting.size;
  }

  /**
   * The sandbox for a run in `workDir`: the one built ahead when it has every mount the run asks
   * for, else one built now. The slot's next one is built once this run is over (`refill`), so
   * building it never takes a core from the program.
   */
  claim(workDir: string, mounts: readonly SandboxMount[]): BuiltSandbox {
    this.lastClaim = performance.now();
    const waiting = this.waiting.get(workDir);
    this.waiting.delete(workDir);
    if (waiting && alive(waiting.child) && covers(waiting.mounts, mounts)) return waiting;
    if (waiting) this.letGo(waiting);
    return this.build(workDir, covers(this.standing, mounts) ? this.standing : mounts);
  }

  /** Sends the run: the waiting process drops to the sandbox user and execs the program. */
  static start(sandbox: BuiltSandbox, run: RunStart): void {
    const env = Object.entries(run.env).map(([key, value]) => `${key}=${value}`);
    const fields = [
      String(run.cpuSeconds),
      run.resultChannel ? '1' : '0',
      String(run.uid),
      String(run.gid),
      String(env.length),
      ...env,
      ...run.argv,
    ];
    send(sandbox, RUN_FD, fields);
  }

  /** EOF without a run: the waiting process, then the sandbox and its launcher, exit by themselves. */
  static cancel(sandbox: BuiltSandbox): void {
    endPipe(sandbox, RUN_FD);
  }

  /** Lets every waiting sandbox go and waits for them. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.idleCheck);
    const exits = [...this.waiting.keys()].map((dir) => this.discard(dir));
    await Promise.all(exits);
  }

  /** Builds a sandbox for every slot without one; called after each run, off its path. */
  refill(): void {
    setImmediate(() => this.fill());
  }

  private fill(): void {
    if (this.closed) return;
    for (const dir of this.slots) {
      if (!this.waiting.has(dir)) this.prepare(dir);
    }
  }

  private prepare(workDir: string): void {
    const sandbox = this.build(workDir, this.standing);
    this.waiting.set(workDir, sandbox);
    // One that dies while waiting (its cgroup vanished, say) is dropped, not handed out.
    sandbox.child.once('exit', () => {
      if (this.waiting.get(workDir) !== sandbox) return;
      this.waiting.delete(workDir);
      this.recipe.cgroups.release(sandbox.cgroup);
    });
  }

  private build(workDir: string, mounts: readonly SandboxMount[]): BuiltSandbox {
    const r = this.recipe;
    const cgroup = r.cgroups.create();
    const child = r.spawner.launch([
      String(CONTROL_FD),
      String(cgroup.procsFiles.length),
      ...cgroup.procsFiles,
    ]);
    child.on('error', () => undefined);
    const sandbox = { child, cgroup, mounts };
    send(sandbox, CONTROL_FD, [
      String(r.fileSizeBytes),
      String(r.openFiles),
      r.seccompFilter,
      r.rootDir,
      SANDBOX_WORK_DIR,
      String(RUN_FD),
      ...sandboxLayout(r.layout, { workDir, mounts, tmpBytes: r.tmpBytes }).flat(),
    ]);
    return sandbox;
  }

  private shrinkIfIdle(): void {
    if (performance.now() - this.lastClaim < this.idleMs) return;
    for (const dir of [...this.waiting.keys()]) void this.discard(dir);
  }

  private discard(workDir: string): Promise<void> {
    const sandbox = this.waiting.get(workDir);
    this.waiting.delete(workDir);
    return sandbox ? this.letGo(sandbox) : Promise.resolve();
  }

  private letGo(sandbox: BuiltSandbox): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.recipe.cgroups.release(sandbox.cgroup);
        resolve();
      };
      // A launcher that does not go within 2 s is killed with its whole process group.
      const timer = setTimeout(() => {
        sandbox.child.killGroup('SIGKILL');
        resolve();
      }, 2000);
      if (!alive(sandbox.child)) return done();
      sandbox.child.once('exit', done);
      SandboxPool.cancel(sandbox);
    });
  }
}

/** Writes the fields and closes the pipe, once the launcher's pipes are open. */
function send(sandbox: BuiltSandbox, fd: number, fields: readonly string[]): void {
  if (fields.some((field) => field.includes('\0')))
    throw new Error('a sandbox argument contains a NUL character');
  endPipe(sandbox, fd, fields.map((field) => `${field}\0`).join(''));
}

function endPipe(sandbox: BuiltSandbox, fd: number, data?: string): void {
  void sandbox.child.started.then(
    () => sandbox.child.input(fd, data),
    () => undefined,
  );
}

function alive(child: SpawnedProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Whether a sandbox with `have` shows the run every mount it `needs`, each from the same source. */
function covers(have: readonly SandboxMount[], needs: readonly SandboxMount[]): boolean {
  return needs.every((need) => have.some((m) => m.target === need.target && m.source === need.source));
}

/** Mounts with one source per target; a target two mounts disagree on is left out (runs needing it get a sandbox built for them). */
function uniqueTargets(mounts: readonly SandboxMount[]): SandboxMount[] {
  const byTarget = new Map<string, SandboxMount | null>();
  for (const mount of mounts) {
    const seen = byTarget.get(mount.target);
    if (seen === undefined) byTarget.set(mount.target, mount);
    else if (seen && seen.source !== mount.source) byTarget.set(mount.target, null);
  }
  return [...byTarget.values()].filter((m): m is SandboxMount => m !== null);
}
