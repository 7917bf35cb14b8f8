import { readFileSync } from 'node:fs';
import { rmdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes run cgroups after the reply has gone. rmdir answers EBUSY while the kernel still tears
 * down the last task (or while a straggler lives), so removal is retried with back-off here rather
 * than making a learner wait for it. It is also asynchronous (libuv's thread pool): removing a
 * used memory cgroup blocks for ~10 ms about one time in ten here, which would stall every request.
 */

const RETRY_DELAYS_MS = [20, 50, 100, 250, 500, 1000, 2000, 5000, 10000, 30000];
/** About six minutes of retries before a directory is given up on (and left to the next start's sweep). */
const MAX_ATTEMPTS = 22;

export function killCgroupProcesses(dir: string, spare?: number): void {
  let pids: string[];
  try {
    pids = readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean);
  } catch {
    return;
  }
  for (const pid of pids) {
    if (Number(pid) === spare) continue;
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

export class CgroupJanitor {
  private readonly pending = new Set<string>();
  private idle: (() => void)[] = [];

  constructor(private readonly onGiveUp: (dir: string, error: unknown) => void) {}

  get pendingCount(): number {
    return this.pending.size;
  }

  /**
   * Queues removal of run cgroup directories (deepest first when nested). A process still inside
   * makes rmdir fail with EBUSY: it is then killed, and removal tried again after a pause.
   */
  remove(dirs: readonly string[]): void {
    for (const dir of dirs) this.attempt(dir, 1);
  }

  private attempt(dir: string, attempt: number): void {
    this.pending.add(dir);
    rmdir(dir).then(
      () => this.done(dir),
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return this.done(dir);
        if (attempt >= MAX_ATTEMPTS) {
          this.onGiveUp(dir, error);
          return this.done(dir);
        }
        killCgroupProcesses(dir);
        const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1] ?? 0;
        // A pending clean-up must not keep a finished process (or test worker) alive.
        setTimeout(() => this.attempt(dir, attempt + 1), delay).unref();
      },
    );
  }

  private done(dir: string): void {
    this.pending.delete(dir);
    if (this.pending.size === 0) {
      for (const resolve of this.idle) resolve();
      this.idle = [];
    }
  }

  /** Resolves when nothing is pending or after `timeoutMs`, whichever is first. */
  drain(timeoutMs: number): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      timer.unref();
      this.idle.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
