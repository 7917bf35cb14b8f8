import { type ChildProcess, spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { closeSync, constants, openSync } from 'node:fs';
import { Socket } from 'node:net';
import { constants as os } from 'node:os';
import { createInterface } from 'node:readline';
import { buildHostProgram, LAUNCHER_HEADERS } from './launcher-build';

/**
 * Launchers are started by learnbox-spawner (spawner.c), a small process of its own, instead of by
 * the runner: Node forks itself to spawn, copying its page tables, which took ~8 ms of the event
 * loop per launcher at the runner's ~130 MB. The spawner forks in a fraction of that, and the
 * runner opens its own ends of the child's pipes through /proc.
 */

/** Descriptors every launcher gets, all pipes: 0-2 stdio, 3 status, 4 result, 5 control, 6 run. */
const PIPES = 7;
/** Descriptors the child writes and the runner reads. */
const READ_BY_RUNNER = new Set([1, 2, 3, 4]);

export function buildSpawner(stateDir: string): Promise<string> {
  return buildHostProgram(stateDir, {
    source: new URL('./spawner.c', import.meta.url),
    name: 'learnbox-spawner',
    headers: LAUNCHER_HEADERS,
    preferStatic: true,
  });
}

/** What the sandbox needs of a child process, for one started by the spawner. */
export class SpawnedProcess extends EventEmitter {
  pid: number | undefined;
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  /** The runner's ends of descriptors 0-6; empty until the spawner has answered. */
  stdio: Socket[] = [];
  /** Settles once the pipes are open (or the start failed). */
  readonly started: Promise<void>;
  private settleStart!: (error?: Error) => void;

  constructor(
    private readonly spawner: Spawner,
    readonly id: string,
  ) {
    super();
    this.started = new Promise<void>((resolve, reject) => {
      this.settleStart = (error) => (error ? reject(error) : resolve());
    });
    // Callers learn of a failed start through `started` or 'error'; neither may go unhandled.
    this.started.catch(() => undefined);
  }

  get stdin(): Socket | undefined {
    return this.stdio[0];
  }

  get stdout(): Socket | undefined {
    return this.stdio[1];
  }

  get stderr(): Socket | undefined {
    return this.stdio[2];
  }

  /** Signals the process (never a reused pid: the spawner only signals children it has not reaped). */
  kill(signal: NodeJS.Signals): void {
    this.spawner.signal(this, signal, false);
  }

  /** Signals its whole process group (it leads a session of its own). */
  killGroup(signal: NodeJS.Signals): void {
    this.spawner.signal(this, signal, true);
  }

  /** @internal */
  attach(pid: number, ends: Socket[]): void {
    this.pid = pid;
    this.stdio = ends;
    this.settleStart();
  }

  /** @internal */
  fail(error: Error): void {
    this.settleStart(error);
    if (this.listenerCount('error') > 0) this.emit('error', error);
    this.exited(125, null);
  }

  /** @internal Emits 'exit' now and 'close' once the runner's read ends have all closed. */
  exited(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.exitCode !== null || this.signalCode !== null) return;
    this.exitCode = code;
    this.signalCode = signal;
    this.emit('exit', code, signal);
    const readers = this.stdio.filter((_, fd) => READ_BY_RUNNER.has(fd));
    let open = readers.length;
    const closed = () => {
      if (--open <= 0) this.emit('close', code, signal);
    };
    if (open === 0) return void this.emit('close', code, signal);
    for (const reader of readers) {
      if (reader.destroyed) closed();
      else reader.once('close', closed);
      // Nobody reads a stream of a sandbox that never ran: drain it, or it never closes.
      if (reader.readableFlowing === null) reader.resume();
    }
    for (const [fd, end] of this.stdio.entries()) if (!READ_BY_RUNNER.has(fd)) end.destroy();
  }
}

export class Spawner {
  private readonly live = new Map<string, SpawnedProcess>();
  private next = 0;
  private proc: ChildProcess;
  private stopping = false;

  private constructor(private readonly binary: string) {
    this.proc = this.startSpawner();
  }

  static start(binary: string): Spawner {
    return new Spawner(binary);
  }

  /** The one fork of the runner itself: at start, and again should a spawner ever die. */
  private startSpawner(): ChildProcess {
    const proc = spawn(this.binary, [], { env: {}, stdio: ['pipe', 'pipe', 'inherit'] });
    proc.on('error', () => undefined);
    proc.stdin?.on('error', () => undefined);
    const lines = createInterface({ input: proc.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => this.answer(proc, line.split('\t')));
    // 'close', not 'exit': the exits it reported last are read by then.
    proc.once('close', () => {
      for (const child of this.live.values()) child.fail(new Error('the spawner exited'));
      this.live.clear();
      if (!this.stopping) this.proc = this.startSpawner();
    });
    return proc;
  }

  /** Starts `file` with `args`, an empty environment and seven pipes. */
  spawn(file: string, args: readonly string[]): SpawnedProcess {
    return this.start('spawn', [file, ...args]);
  }

  /** Starts the launcher built into the spawner (sandbox-launch.h) with `args`: a fork, no exec. */
  launch(args: readonly string[]): SpawnedProcess {
    return this.start('launch', args);
  }

  private start(command: 'spawn' | 'launch', fields: readonly string[]): SpawnedProcess {
    const child = new SpawnedProcess(this, String(++this.next));
    if (this.stopping) {
      setImmediate(() => child.fail(new Error('the spawner has exited')));
      return child;
    }
    if (fields.some((field) => /[\t\n\0]/.test(field))) {
      setImmediate(() => child.fail(new Error('a launcher argument contains a tab, newline or NUL')));
      return child;
    }
    this.live.set(child.id, child);
    this.send([command, child.id, ...fields]);
    return child;
  }

  signal(child: SpawnedProcess, signal: NodeJS.Signals, group: boolean): void {
    if (!this.live.has(child.id)) return;
    this.send([group ? 'killgroup' : 'kill', child.id, String(os.signals[signal])]);
  }

  /** Ends the spawner; it kills whatever it started that is still running. */
  close(): Promise<void> {
    this.stopping = true;
    const proc = this.proc;
    if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      proc.once('close', () => resolve());
      proc.stdin?.end();
    });
  }

  private send(fields: readonly string[]): void {
    this.proc.stdin?.write(`${fields.join('\t')}\n`);
  }

  private answer(proc: ChildProcess, [kind, id = '', ...rest]: string[]): void {
    const child = this.live.get(id);
    if (!child) return;
    if (kind === 'spawned') {
      const [pid, ...fds] = rest.map(Number);
      try {
        child.attach(pid as number, openEnds(proc, fds));
      } catch (error) {
        child.fail(error as Error);
      } finally {
        this.send(['release', id]);
      }
    } else if (kind === 'failed') {
      this.live.delete(id);
      child.fail(new Error(`could not start ${rest.join(' ')}`));
    } else if (kind === 'exit') {
      this.live.delete(id);
      const [code, signal] = rest.map(Number);
      const name = Object.entries(os.signals).find(([, n]) => n === signal)?.[0] as NodeJS.Signals;
      child.exited(code === -1 ? null : (code as number), signal === -1 ? null : (name ?? null));
    }
  }
}

/** The runner's own descriptors for the child's pipes, opened through the spawner's. */
function openEnds(spawner: ChildProcess, fds: number[]): Socket[] {
  if (fds.length !== PIPES) throw new Error('the spawner answered with the wrong number of pipes');
  const opened: number[] = [];
  try {
    for (const [index, fd] of fds.entries()) {
      // Non-blocking: opening a pipe's write end whose reader is gone fails (ENXIO) instead of waiting.
      const flags =
        (READ_BY_RUNNER.has(index) ? constants.O_RDONLY : constants.O_WRONLY) | constants.O_NONBLOCK;
      opened.push(openSync(`/proc/${spawner.pid}/fd/${fd}`, flags));
    }
  } catch (error) {
    for (const fd of opened) closeSync(fd);
    throw error;
  }
  return opened.map(
    (fd, index) =>
      new Socket({ fd, readable: READ_BY_RUNNER.has(index), writable: !READ_BY_RUNNER.has(index) }),
  );
}
