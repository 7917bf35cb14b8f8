import { type ChildProcess, spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import type { CgroupManager, RunCgroup } from './run-cgroup';

/**
 * Launchers started ahead of their runs. Joining a cgroup on v1 waits for an RCU grace period
 * (measured ~10 ms here, as long as the whole sandbox start); a launcher that has already joined
 * its run's fresh cgroup and waits on its control pipe takes that wait off the request path.
 * Each launcher still belongs to exactly one run and one new cgroup.
 */

/** Descriptors of a launcher: 0-2 the program's stdio, 3 bwrap's status, 4 a result channel, 5 control. */
export const LAUNCH_STDIO = ['pipe', 'pipe', 'pipe', 'pipe', 'pipe', 'pipe'] as const;
const CONTROL_FD = 5;

export interface Launch {
  child: ChildProcess;
  cgroup: RunCgroup;
}

export class LauncherPool {
  private readonly ready: Launch[] = [];
  private closed = false;

  constructor(
    private readonly launcher: string,
    private readonly cgroups: CgroupManager,
    /** How many launchers to keep waiting: one per run that can start at once. */
    private readonly target: number,
  ) {}

  /**
   * A waiting launcher if one is ready, else a new one (whose run then pays for the join). The
   * replacement is spawned on the next turn of the event loop: forking the runner takes a few ms,
   * which should overlap the run that was just started rather than delay it.
   */
  take(): Launch {
    let launch = this.ready.shift();
    while (launch && launch.child.exitCode !== null) {
      this.cgroups.release(launch.cgroup);
      launch = this.ready.shift();
    }
    setImmediate(() => this.fill());
    return launch ?? this.spawnLaunch();
  }

  fill(): void {
    while (!this.closed && this.ready.length < this.target) {
      const launch = this.spawnLaunch();
      this.ready.push(launch);
      // A launcher that dies while waiting (its cgroup vanished, say) is dropped, not handed out.
      launch.child.once('exit', () => {
        const index = this.ready.indexOf(launch);
        if (index >= 0) {
          this.ready.splice(index, 1);
          this.cgroups.release(launch.cgroup);
        }
      });
    }
  }

  private spawnLaunch(): Launch {
    const cgroup = this.cgroups.create();
    // detached: the launcher (then bwrap) leads its own process group, so kill(-pid) reaches all of it.
    const child = spawn(
      this.launcher,
      [String(CONTROL_FD), String(cgroup.procsFiles.length), ...cgroup.procsFiles],
      {
        env: {},
        detached: true,
        stdio: [...LAUNCH_STDIO],
      },
    );
    child.on('error', () => undefined);
    return { child, cgroup };
  }

  /** Sends the run; the launcher applies it and starts bwrap. */
  static start(launch: Launch, fields: readonly string[]): void {
    if (fields.some((field) => field.includes('\0')))
      throw new Error('a sandbox argument contains a NUL character');
    const control = controlOf(launch);
    control?.on('error', () => undefined);
    control?.end(fields.map((field) => `${field}\0`).join(''));
  }

  /** EOF without a run: the launcher exits by itself. */
  static cancel(launch: Launch): void {
    controlOf(launch)?.end();
  }

  /** Lets the waiting launchers go (EOF without a run: they exit by themselves) and waits for them. */
  async close(): Promise<void> {
    this.closed = true;
    const exits = this.ready.splice(0).map(
      (launch) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 2000);
          launch.child.once('exit', () => {
            clearTimeout(timer);
            this.cgroups.release(launch.cgroup);
            resolve();
          });
          LauncherPool.cancel(launch);
        }),
    );
    await Promise.all(exits);
  }
}

function controlOf(launch: Launch): Writable | undefined {
  // Node types stdio as a 5-tuple; the sixth descriptor exists because LAUNCH_STDIO asks for it.
  return (launch.child.stdio as unknown as (Writable | null)[])[CONTROL_FD] ?? undefined;
}
