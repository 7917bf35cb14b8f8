import { readFileSync } from 'node:fs';
import { parseMountInfo } from './cgroup-detect';
import { hostCommand } from './host-command';

/**
 * Every sandbox joins its run's cgroups by writing cgroup.procs, and the runner makes and removes
 * those cgroups: a few cgroup changes per run, many a second. The kernel makes a task migration take
 * the cgroup thread-group lock for writing while it holds cgroup_mutex, and unless the cgroup2
 * hierarchy is mounted with `favordynmods` (Linux 6.1), that writer first waits for an RCU grace
 * period whenever the last writer was more than one ago. Measured here (KVM guest, Linux 6.18; a C
 * loop moving itself into a new cgroup every 20 ms): p90 11 ms, max 19 ms, against 0.06 and 0.12 ms
 * with the option. Meanwhile every mkdir and rmdir of a cgroup waits for cgroup_mutex, the runner's
 * on its event loop included: in a 2-way run of the runner bench, 1 % of the memory cgroup's
 * mkdirs and rmdirs took 8-22 ms, stalling every request (issue 19).
 *
 * The option is one flag of the whole host's cgroup2 mount, and the lock is shared by every
 * hierarchy, so it also serves the v1 controllers of a hybrid host. The kernel's documentation names
 * its price: dearer forks and exits. The bench's plain side, which forks and execs every run, showed
 * none beyond its noise (166-169 runs/s before, 164-174 after). RUNNER_CGROUP_FAVOR_DYNMODS=0 leaves
 * the mount as it is.
 */

export type DynmodsOutcome =
  | { favored: true; how: 'already set' | 'set at start' }
  | { favored: false; why: string };

export interface DynmodsHost {
  mountInfo(): string;
  /** Remounts `mountPoint` with these cgroup2 options (mount(8) keeps its per-mount flags). */
  remount(mountPoint: string, options: readonly string[]): Promise<void>;
}

export const HOST_CGROUP_MOUNTS: DynmodsHost = {
  mountInfo: () => readFileSync('/proc/self/mountinfo', 'utf8'),
  remount: async (mountPoint, options) => {
    await hostCommand('mount', ['-o', ['remount', ...options].join(','), mountPoint]);
  },
};

const OPTION = 'favordynmods';

export async function favorDynamicCgroups(
  wanted: boolean,
  host: DynmodsHost = HOST_CGROUP_MOUNTS,
): Promise<DynmodsOutcome> {
  const cgroup2 = parseMountInfo(host.mountInfo()).find((m) => m.fsType === 'cgroup2');
  if (!cgroup2) return { favored: false, why: 'no cgroup2 mount to set it on' };
  if (cgroup2.superOptions.includes(OPTION)) return { favored: true, how: 'already set' };
  if (!wanted) return { favored: false, why: 'RUNNER_CGROUP_FAVOR_DYNMODS=0' };
  try {
    // The options it has are passed again: a cgroup2 remount resets the ones it is not given, and
    // systemd's nsdelegate and memory_recursiveprot must survive.
    const kept = cgroup2.superOptions.filter((o) => o !== 'rw' && o !== 'ro');
    await host.remount(cgroup2.mountPoint, [...kept, OPTION]);
  } catch (error) {
    // Before Linux 6.1 the option is unknown; in a container the mount is usually not ours.
    return { favored: false, why: firstLine((error as Error).message) };
  }
  const after = parseMountInfo(host.mountInfo()).find((m) => m.mountPoint === cgroup2.mountPoint);
  return after?.superOptions.includes(OPTION)
    ? { favored: true, how: 'set at start' }
    : { favored: false, why: `${cgroup2.mountPoint} did not take the option` };
}

/** The isolation line's words for it. */
export function describeDynmods(outcome: DynmodsOutcome): string {
  return outcome.favored ? `favordynmods (${outcome.how})` : `without favordynmods (${outcome.why})`;
}

function firstLine(text: string): string {
  return text.split('\n')[0]?.trim() ?? text;
}
