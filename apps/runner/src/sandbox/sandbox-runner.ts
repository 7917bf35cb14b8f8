import { type ChildProcess, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import type { ResolvedRunnerLimits, RunStatus } from '@learnbox/contracts/runner';
import { collectText, OutputCapture } from './output-capture';
import { SANDBOX_GID, SANDBOX_UID } from './program-files';
import type { RunCgroup, RunUsage } from './run-cgroup';
import { classifyRun, decodeExit } from './run-status';
import { SANDBOX_WORK_DIR, type SandboxMount } from './sandbox-layout';
import { SandboxPool, type SandboxRecipe } from './sandbox-pool';
import { SpawnedProcess } from './spawner';

/** Descriptor on which a test harness inside the sandbox writes its JSON result. */
export const RESULT_FD = 4;
const STATUS_FD = 3;
const MIB = 1024 * 1024;
/** If the launcher has not ended the run this long after being asked, its whole process group is killed. */
const HARD_KILL_AFTER_MS = 2000;

export interface SandboxRunRequest {
  /** Command inside the sandbox; relative paths are relative to the work dir. */
  argv: readonly string[];
  stdin: string;
  limits: ResolvedRunnerLimits;
  workDir: string;
  mounts?: readonly SandboxMount[];
  env?: Readonly<Record<string, string>>;
  /**
   * Another run in this work dir follows this one (a compile's program, a judge's next case): its
   * sandbox is built while this one runs instead of after it.
   */
  anotherRunFollows?: boolean;
  /** Leave RESULT_FD open for a harness to report on. */
  resultChannel?: boolean;
}

export interface SandboxRunResult {
  status: Exclude<RunStatus, 'compile_error'>;
  stdout: string;
  stderr: string;
  exitCode: number | null;
  signal: string | null;
  wallTimeMs: number;
  cpuTimeMs: number | null;
  memoryKb: number | null;
  truncated: boolean;
  /** What the program wrote on RESULT_FD, when asked for. */
  result: string | null;
}

/** A program's process: started directly without isolation, else a launcher started by the spawner. */
type RunProcess = ChildProcess | SpawnedProcess;

/** The sandbox itself failed (not the program): reported as the runner's own error. */
export class SandboxError extends Error {}

export type SandboxBackend =
  | (SandboxRecipe & {
      isolated: true;
      /** After this long without a run the sandboxes built ahead are let go (rebuilt on the next run). */
      idleMs: number;
    })
  | { isolated: false };

export class Sandbox {
  private readonly pool: SandboxPool | null;
  /** Runs still being reaped, by work dir: the dir is reused only once they exit. */
  private readonly reaping = new Map<string, Set<Promise<void>>>();

  constructor(
    readonly backend: SandboxBackend,
    /** Environment every program starts from; the host's is never passed on. */
    private readonly baseEnv: Readonly<Record<string, string>>,
  ) {
    this.pool = backend.isolated ? new SandboxPool(backend, backend.idleMs) : null;
  }

  /**
   * Builds a sandbox ahead in each work dir, carrying `mounts` (every toolchain's and harness's), so
   * runs there only have to start their program.
   */
  keepReady(workDirs: readonly string[], mounts: readonly SandboxMount[]): void {
    this.pool?.keepReady(workDirs, mounts);
  }

  /** Sandboxes waiting for a run. */
  get ready(): number {
    return this.pool?.ready ?? 0;
  }

  async run(req: SandboxRunRequest): Promise<SandboxRunResult> {
    const env = { ...this.baseEnv, ...req.env };
    if (!this.backend.isolated || !this.pool) {
      // Development without isolation: the program runs as the runner, in the work dir.
      const [file = '', ...args] = req.argv;
      const child = spawn(file, args, {
        cwd: req.workDir,
        env: { ...env, HOME: req.workDir },
        detached: true,
        stdio: ['pipe', 'pipe', 'pipe', 'ignore', req.resultChannel ? 'pipe' : 'ignore'],
      });
      this.track(req.workDir, child, null);
      return this.watch(child, req, null);
    }
    const { limits } = req;
    const sandbox = this.pool.claim(req.workDir, req.mounts ?? []);
    if (req.anotherRunFollows) this.pool.refill();
    this.track(req.workDir, sandbox.child, sandbox.cgroup);
    try {
      // At once for a sandbox built ahead; one built for this run waits for its launcher's pipes.
      await sandbox.child.started;
      sandbox.cgroup.setLimits({ memoryBytes: limits.memoryMb * MIB, maxProcesses: limits.maxProcesses });
      SandboxPool.start(sandbox, {
        cpuSeconds: Math.ceil(limits.cpuTimeMs / 1000),
        resultChannel: req.resultChannel === true,
        uid: SANDBOX_UID,
        gid: SANDBOX_GID,
        // The sandbox's pid 1 chdirs to /box before it forks the program's process; PWD says the same.
        env: { ...env, PWD: SANDBOX_WORK_DIR },
        argv: req.argv,
      });
    } catch (error) {
      // Let the sandbox go, or the work dir would wait for it forever.
      SandboxPool.cancel(sandbox);
      this.pool.refill();
      throw new SandboxError(`could not start the run: ${(error as Error).message}`);
    }
    try {
      return await this.watch(sandbox.child, req, sandbox.cgroup);
    } finally {
      this.pool.refill();
    }
  }

  /** Resolves once every process that ran in `workDir` is gone: only then may it be emptied and reused. */
  async settled(workDir: string): Promise<void> {
    await Promise.all(this.reaping.get(workDir) ?? []);
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }

  private track(workDir: string, child: RunProcess, cgroup: RunCgroup | null): void {
    const set = this.reaping.get(workDir) ?? new Set();
    this.reaping.set(workDir, set);
    const exited = new Promise<void>((resolve) => {
      child.once('close', () => {
        // Only now is the cgroup empty (the launcher reaped everything), so its removal can start.
        if (cgroup && this.backend.isolated) this.backend.cgroups.release(cgroup);
        set.delete(exited);
        resolve();
      });
    });
    set.add(exited);
  }

  /**
   * Feeds stdin, captures output under the cap, enforces the wall clock and reads the outcome. The
   * run is over when the sandbox's pid 1 reports the program's exit and the output pipes have
   * closed; the launcher's own exit (after the namespaces are torn down) is only waited for when no
   * report comes (a crash, a hard kill, or no isolation).
   */
  private watch(
    child: RunProcess,
    req: SandboxRunRequest,
    cgroup: RunCgroup | null,
  ): Promise<SandboxRunResult> {
    const { limits } = req;
    const started = performance.now();
    const { out, err, status: statusStream, result: resultStream, feed } = streamsOf(child, req);
    if (!feed || !out || !err) throw new SandboxError('the sandbox process has no standard streams');
    let killed = false;
    let hardKill: NodeJS.Timeout | undefined;
    const kill = () => {
      if (killed) return;
      killed = true;
      const pid = child.pid;
      if (!pid) return;
      if (child instanceof SpawnedProcess && cgroup) {
        // Everything of the run but its launcher, pid 1 included (which takes its whole pid
        // namespace with it); the launcher, asleep until pid 1 is gone, then reaps and reports.
        cgroup.killAllBut(pid);
        hardKill = setTimeout(() => child.killGroup('SIGKILL'), HARD_KILL_AFTER_MS);
      } else {
        sendSignal(-pid, 'SIGKILL');
      }
    };
    let wallTimedOut = false;
    const timer = setTimeout(() => {
      wallTimedOut = true;
      kill();
    }, limits.wallTimeMs);
    const capture = new OutputCapture(limits.outputBytes, kill);
    const stdout = capture.collect(out);
    const stderr = capture.collect(err);
    const status = collectText(statusStream, 64 * 1024);
    const result = collectText(resultStream, 256 * 1024);
    feed(req.stdin);

    return new Promise((resolve, reject) => {
      let done = false;
      let openStreams = 2;
      const finish = (code: number | null, signal: string | null) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        const wallTimeMs = Math.round(performance.now() - started);
        const usage: RunUsage = cgroup?.usage() ?? { cpuTimeMs: null, memoryKb: null, oomKills: null };
        const exit = decodeExit(code, signal);
        resolve({
          status: classifyRun({
            ...exit,
            wallTimedOut,
            outputExceeded: capture.exceeded,
            cpuTimeMs: usage.cpuTimeMs,
            cpuLimitMs: limits.cpuTimeMs,
            memoryKb: usage.memoryKb,
            memoryLimitKb: limits.memoryMb * 1024,
            oomKills: usage.oomKills,
          }),
          stdout: stdout(),
          stderr: stderr(),
          ...exit,
          wallTimeMs,
          cpuTimeMs: usage.cpuTimeMs,
          memoryKb: usage.memoryKb,
          truncated: capture.exceeded,
          result: req.resultChannel ? result() : null,
        });
      };
      const finishOnReport = () => {
        const reported = exitStatusOf(status());
        if (reported !== null && openStreams === 0) finish(reported, null);
      };
      for (const stream of [out, err]) {
        stream.once('end', () => {
          openStreams--;
          finishOnReport();
        });
      }
      statusStream?.on('data', finishOnReport);
      child.on('error', (error) => {
        clearTimeout(timer);
        done = true;
        reject(new SandboxError(`could not start the sandbox: ${error.message}`));
      });
      child.on('close', (code, signal) => {
        clearTimeout(hardKill);
        if (done) return;
        if (this.backend.isolated && !killed && !status().includes('"child-pid"')) {
          clearTimeout(timer);
          done = true;
          reject(
            new SandboxError(`the sandbox did not start (exit ${code}): ${stderr().trim().slice(0, 500)}`),
          );
          return;
        }
        finish(exitStatusOf(status()) ?? code, exitStatusOf(status()) === null ? signal : null);
      });
    });
  }
}

/** A run's streams, and what gives it its stdin, for either kind of process. */
function streamsOf(child: RunProcess, req: SandboxRunRequest) {
  if (child instanceof SpawnedProcess) {
    return {
      out: child.stdout,
      err: child.stderr,
      status: child.output(STATUS_FD),
      result: req.resultChannel ? child.output(RESULT_FD) : undefined,
      feed: (data: string) => child.input(0, data),
    };
  }
  const { stdin } = child;
  return {
    out: child.stdout,
    err: child.stderr,
    status: child.stdio[STATUS_FD] as Readable | null,
    result: child.stdio[RESULT_FD] as Readable | null,
    feed:
      stdin &&
      ((data: string) => {
        // A program that never reads its stdin makes writes fail with EPIPE; that is not our error.
        stdin.on('error', () => undefined);
        stdin.end(data);
      }),
  };
}

/**
 * The program's exit status as first reported on the status descriptor (by the sandbox's pid 1, else
 * by the launcher for a sandbox killed first), or null before any report.
 */
function exitStatusOf(statusText: string): number | null {
  const match = /"exit-status":\s*(\d+)/.exec(statusText);
  return match ? Number(match[1]) : null;
}

function sendSignal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}
