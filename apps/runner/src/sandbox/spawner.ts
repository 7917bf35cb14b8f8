import { type ChildProcess, spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { closeSync, constants, openSync, writeSync } from 'node:fs';
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
  /** Settles once the pipes are open (or the start failed). */
  readonly started: Promise<void>;
  private settleStart!: (error?: Error) => void;
  /**
   * The runner's ends of descriptors 0-6, empty until the spawner has answered; null once closed. A
   * descriptor stays a plain number until a stream is needed: most runs write their few bytes to
   * 0, 5 and 6 at once and never read 4, and a Socket for each cost ~0.15 ms of the runner's CPU
   * per sandbox on this paravirtualised host (issue 19).
   */
  private ends: (number | Socket | null)[] = [];

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

  get stdout(): Socket | undefined {
    return this.output(1);
  }

  get stderr(): Socket | undefined {
    return this.output(2);
  }

  /** A stream of a descriptor the child writes (1-4), made on first use; undefined before the start or once closed. */
  output(fd: number): Socket | undefined {
    const end = this.ends[fd];
    if (!READ_BY_RUNNER.has(fd) || end === null || end === undefined) return undefined;
    if (typeof end !== 'number') return end;
    const stream = new Socket({ fd: end, readable: true, writable: false });
    this.ends[fd] = stream;
    return stream;
  }

  /**
   * Writes `data` to a descriptor the child reads (0, 5 or 6) and closes it: the child sees EOF after
   * it. Written here and now when the pipe has room for it (64 kB unless the host says otherwise);
   * the rest, if any, through a stream. A child that is gone already is not an error.
   */
  input(fd: number, data = ''): void {
    const end = this.ends[fd];
    if (READ_BY_RUNNER.has(fd) || typeof end !== 'number') return;
    const bytes = Buffer.from(data);
    let written = 0;
    try {
      while (written < bytes.length) written += writeSync(end, bytes, written);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EAGAIN') {
        const stream = new Socket({ fd: end, readable: false, writable: true });
        stream.on('error', () => undefined);
        stream.end(bytes.subarray(written));
        this.ends[fd] = stream;
        return;
      }
      // EPIPE: nobody reads it any more.
    }
    closeSync(end);
    this.ends[fd] = null;
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
  attach(pid: number, ends: number[]): void {
    this.pid = pid;
    this.ends = ends;
    this.settleStart();
  }

  /** @internal */
  fail(error: Error): void {
    this.settleStart(error);
    if (this.listenerCount('error') > 0) this.emit('error', error);
    this.exited(125, null);
  }

  /**
   * @internal Emits 'exit' now and 'close' once the output streams in use have all closed. The
   * descriptors nobody took a stream of, and what is left of the input, are closed now.
   */
  exited(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.exitCode !== null || this.signalCode !== null) return;
    this.exitCode = code;
    this.signalCode = signal;
    this.emit('exit', code, signal);
    const readers: Socket[] = [];
    for (const [fd, end] of this.ends.entries()) {
      if (end instanceof Socket && READ_BY_RUNNER.has(fd)) {
        readers.push(end);
        continue;
      }
      if (typeof end === 'number') closeSync(end);
      else end?.destroy();
      this.ends[fd] = null;
    }
    let open = readers.length;
    const closed = () => {
      if (--open <= 0) this.emit('close', code, signal);
    };
    if (open === 0) return void this.emit('close', code, signal);
    for (const reader of readers) {
      if (reader.destroyed) closed();
      else reader.once('close', closed);
      // A stream taken but never read (its run never started, say) must be drained, or it never closes.
      if (reader.readableFlowing === null) reader.resume();
    }
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
function openEnds(spawner: ChildProcess, fds: number[]): number[] {
  if (fds.length !== PIPES) throw new Error('the spawner answered with the wrong number of pipes');
  const opened: number[] = [];
  try {
    for (const [index, fd] of fds.entries()) {
      // Non-blocking: opening a pipe's write end whose reader is gone fails (ENXIO) instead of
      // waiting, and a write never blocks the event loop (input() streams what does not fit).
      const flags =
        (READ_BY_RUNNER.has(index) ? constants.O_RDONLY : constants.O_WRONLY) | constants.O_NONBLOCK;
      opened.push(openSync(`/proc/${spawner.pid}/fd/${fd}`, flags));
    }
  } catch (error) {
    for (const fd of opened) closeSync(fd);
    throw error;
  }
  return opened;
}
