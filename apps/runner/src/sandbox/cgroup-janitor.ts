import { readFileSync, rmdirSync } from 'node:fs';
import { rmdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes run cgroups after the reply has gone. rmdir answers EBUSY while a straggler lives, so
 * removal is then retried with back-off here rather than making a learner wait for it.
 * The first attempt is synchronous: once a launcher has exited its cgroups are empty, and rmdir of
 * one took a median of 0.03 ms, a p99 of 0.7 ms and at most 6 ms here (1020 directories at
 * concurrency 2, PVM guest, issue 19; without favordynmods 1 % wait 8-22 ms for the kernel's
 * cgroup_mutex, cgroup-dynmods.ts). A trip through libuv's thread pool per directory cost more
 * than that: ~0.2 ms of the runner's CPU per run and a dozen thread wake-ups. The retries, which
 * follow a straggler's kill and may wait on its teardown, stay off the event loop.
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
    if (attempt === 1) {
      try {
        rmdirSync(dir);
        this.done(dir);
      } catch (error) {
        this.failed(dir, attempt, error as NodeJS.ErrnoException);
      }
      return;
    }
    rmdir(dir).then(
      () => this.done(dir),
      (error: NodeJS.ErrnoException) => this.failed(dir, attempt, error),
    );
  }

  private failed(dir: string, attempt: number, error: NodeJS.ErrnoException): void {
    if (error.code === 'ENOENT') {
      this.done(dir);
      return;
    }
    if (attempt >= MAX_ATTEMPTS) {
      this.onGiveUp(dir, error);
      this.done(dir);
      return;
    }
    killCgroupProcesses(dir);
    const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1] ?? 0;
    // A pending clean-up must not keep a finished process (or test worker) alive.
    setTimeout(() => this.attempt(dir, attempt + 1), delay).unref();
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
