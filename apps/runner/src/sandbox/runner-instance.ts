import { readFileSync } from 'node:fs';

/**
 * Names of runner instances: what their cgroups and state dirs are called, and how a later start
 * tells a crashed instance's leftovers from a live one's. A name carries the process's pid and its
 * start time, so a pid the kernel has since given to another process (a restart as the same pid,
 * as in a container) never makes leftovers look alive, nor collide with the new instance's own.
 */

const PREFIX = 'learnbox-runner-';
let instances = 0;

/** The kernel's start time of process `pid` (clock ticks since boot), or null when it is gone. */
function startTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) may hold spaces and parentheses, so count after its ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** A name no other instance, alive or dead, has had: learnbox-runner-PID-START-N. */
export function newInstanceName(): string {
  return `${PREFIX}${process.pid}-${startTicks(process.pid) ?? 0}-${++instances}`;
}

/** Whether `entry` (a cgroup or state dir name) is a runner instance's. */
export function isInstanceName(entry: string): boolean {
  return entry.startsWith(PREFIX);
}

/**
 * Whether the process that named `instance` still runs. Names from before start times were part of
 * them (learnbox-runner-PID-N) are judged by their pid alone, as those runners did; any other shape
 * counts as dead.
 */
export function instanceIsLive(instance: string): boolean {
  const named = /^learnbox-runner-(\d+)-(\d+)-\d+$/.exec(instance);
  if (named) return startTicks(Number(named[1])) === named[2];
  const older = /^learnbox-runner-(\d+)-\d+$/.exec(instance);
  return older !== null && startTicks(Number(older[1])) !== null;
}
