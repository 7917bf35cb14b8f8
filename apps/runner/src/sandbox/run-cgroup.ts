import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CgroupController, CgroupLayout, ControllerLocation } from './cgroup-detect';
import { CgroupJanitor, killCgroupProcesses } from './cgroup-janitor';
import { isInstanceName } from './runner-instance';

/**
 * One cgroup per run (memory, pids and CPU accounting), below a base cgroup owned by this runner
 * instance. Memory and pids limits are
 * what contain memory and fork bombs: rlimits cannot, because RLIMIT_AS breaks V8 and the JVM and the
 * process-count rlimit is per uid, shared by every sandbox on the host.
 */

export interface RunCgroupLimits {
  memoryBytes: number;
  maxProcesses: number;
}

export interface RunUsage {
  cpuTimeMs: number | null;
  memoryKb: number | null;
  /** Kills by the kernel's OOM killer in this cgroup; null when the kernel does not count them. */
  oomKills: number | null;
}

function write(file: string, value: string): void {
  writeFileSync(file, value);
}

function readNumber(file: string): number | null {
  try {
    const value = Number(readFileSync(file, 'utf8').trim());
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** "key value" files such as memory.events, cpu.stat and v1 memory.oom_control. */
function readKey(file: string, key: string): number | null {
  try {
    const line = readFileSync(file, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${key} `));
    return line ? Number(line.split(' ')[1]) : null;
  } catch {
    return null;
  }
}

export class RunCgroup {
  constructor(
    /** Every directory of this run (one per v1 hierarchy, or a single v2 one). */
    readonly dirs: readonly string[],
    private readonly memory: { version: 1 | 2; dir: string },
    private readonly pidsDir: string,
    private readonly cpu: { version: 1 | 2; dir: string } | null,
  ) {}

  setLimits(limits: RunCgroupLimits): void {
    const bytes = String(limits.memoryBytes);
    if (this.memory.version === 1) {
      write(path.join(this.memory.dir, 'memory.limit_in_bytes'), bytes);
      // Without swap accounting the file is absent; the plain limit is then the whole limit.
      const memsw = path.join(this.memory.dir, 'memory.memsw.limit_in_bytes');
      if (existsSync(memsw)) write(memsw, bytes);
    } else {
      write(path.join(this.memory.dir, 'memory.max'), bytes);
      const swap = path.join(this.memory.dir, 'memory.swap.max');
      if (existsSync(swap)) write(swap, '0');
    }
    write(path.join(this.pidsDir, 'pids.max'), String(limits.maxProcesses));
  }

  get procsFiles(): string[] {
    return this.dirs.map((dir) => path.join(dir, 'cgroup.procs'));
  }

  usage(): RunUsage {
    const v1 = this.memory.version === 1;
    const peak = readNumber(path.join(this.memory.dir, v1 ? 'memory.max_usage_in_bytes' : 'memory.peak'));
    const oomFile = path.join(this.memory.dir, v1 ? 'memory.oom_control' : 'memory.events');
    return {
      cpuTimeMs: this.cpuTimeMs(),
      memoryKb: peak === null ? null : Math.round(peak / 1024),
      oomKills: readKey(oomFile, 'oom_kill'),
    };
  }

  private cpuTimeMs(): number | null {
    if (!this.cpu) return null;
    if (this.cpu.version === 1) {
      const ns = readNumber(path.join(this.cpu.dir, 'cpuacct.usage'));
      return ns === null ? null : Math.round(ns / 1e6);
    }
    const usec = readKey(path.join(this.cpu.dir, 'cpu.stat'), 'usage_usec');
    return usec === null ? null : Math.round(usec / 1000);
  }

  /** Kills every process of the run but `spare` (the launcher, which then reaps the rest and reports). */
  killAllBut(spare: number): void {
    for (const dir of this.dirs) killCgroupProcesses(dir, spare);
  }
}

export class CgroupManager {
  private readonly bases = new Map<string, { version: 1 | 2; dir: string }>();
  private counter = 0;
  readonly janitor: CgroupJanitor;

  constructor(
    private readonly layout: CgroupLayout,
    private readonly instance: string,
    onGiveUp: (dir: string, error: unknown) => void,
  ) {
    this.janitor = new CgroupJanitor(onGiveUp);
  }

  /** Creates this instance's base cgroups; throws with a readable reason when it cannot. */
  open(): void {
    const { memory, pids } = this.layout.controllers;
    if (!memory || !pids) {
      throw new Error(`no usable memory and pids cgroup controllers (cgroup mode: ${this.layout.mode})`);
    }
    for (const location of this.locations()) {
      const base = path.join(location.ownDir, this.instance);
      if (this.bases.has(base)) continue;
      if (location.version === 2) prepareV2Parent(location.ownDir);
      mkdirSync(base);
      if (location.version === 2) write(path.join(base, 'cgroup.subtree_control'), '+memory +pids');
      this.bases.set(base, { version: location.version, dir: base });
    }
  }

  /** This instance's base cgroups, one per hierarchy: each run's cgroups are made in these. */
  get baseDirs(): string[] {
    return [...this.bases.values()].map((base) => base.dir);
  }

  private locations(): ControllerLocation[] {
    const { memory, pids, cpu } = this.layout.controllers;
    return [memory, pids, cpu].filter((l): l is ControllerLocation => l !== undefined);
  }

  private baseOf(controller: CgroupController): { version: 1 | 2; dir: string } | null {
    const location = this.layout.controllers[controller];
    return location ? (this.bases.get(path.join(location.ownDir, this.instance)) ?? null) : null;
  }

  /** Creates the directories of one run; limits are set when the run starts (RunCgroup.setLimits). */
  create(): RunCgroup {
    const name = `run-${++this.counter}`;
    const created: string[] = [];
    try {
      for (const base of this.bases.values()) {
        const dir = path.join(base.dir, name);
        mkdirSync(dir);
        created.push(dir);
      }
      const memoryBase = this.baseOf('memory');
      const pidsBase = this.baseOf('pids');
      const cpuBase = this.baseOf('cpu') ?? (memoryBase?.version === 2 ? memoryBase : null);
      if (!memoryBase || !pidsBase) throw new Error('cgroups are not open');
      return new RunCgroup(
        created,
        { version: memoryBase.version, dir: path.join(memoryBase.dir, name) },
        path.join(pidsBase.dir, name),
        cpuBase ? { version: cpuBase.version, dir: path.join(cpuBase.dir, name) } : null,
      );
    } catch (error) {
      this.janitor.remove(created);
      throw error;
    }
  }

  /**
   * Hands the directories to the janitor; never blocks the caller. No one is left in them after the
   * launcher's exit (its pid 1 took the namespace with it); a straggler would make the janitor's
   * rmdir fail, and the janitor kills it then.
   */
  release(run: RunCgroup): void {
    this.janitor.remove(run.dirs);
  }

  async close(): Promise<void> {
    await this.janitor.drain(5000);
    for (const base of this.bases.values()) removeTree(base.dir);
    this.bases.clear();
  }

  /** Removes what runner instances that no longer run left behind (crash, kill -9). */
  sweepStale(isAlive: (instance: string) => boolean): void {
    for (const location of this.locations()) {
      let entries: string[];
      try {
        entries = readdirSync(location.ownDir);
      } catch {
        continue;
      }
      for (const entry of entries) {
        if (isInstanceName(entry) && entry !== this.instance && !isAlive(entry)) {
          removeTree(path.join(location.ownDir, entry));
        }
      }
    }
  }
}

function removeTree(dir: string): void {
  let entries: string[] = [];
  try {
    entries = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  } catch {
    return;
  }
  for (const entry of entries) removeTree(path.join(dir, entry));
  killCgroupProcesses(dir);
  try {
    rmdirSync(dir);
  } catch {
    // Busy for a moment longer; the next start sweeps it.
  }
}

/**
 * cgroup v2 forbids enabling controllers for children of a cgroup that holds processes. When ours
 * does (the usual case outside systemd), the runner moves itself into a leaf first.
 */
function prepareV2Parent(ownDir: string): void {
  const control = path.join(ownDir, 'cgroup.subtree_control');
  try {
    write(control, '+memory +pids');
  } catch {
    const leaf = path.join(ownDir, 'learnbox-main');
    if (!existsSync(leaf)) mkdirSync(leaf);
    write(path.join(leaf, 'cgroup.procs'), String(process.pid));
    write(control, '+memory +pids');
  }
}
