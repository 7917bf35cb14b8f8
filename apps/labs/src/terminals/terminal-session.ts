import type { LabTerminal } from '../engine/lab-engine';

/** What a reconnecting browser gets back: about one full screen's scrollback. */
export const REPLAY_BYTES = 64 * 1024;

/** Where a terminal's output goes while a browser is attached. */
export interface TerminalViewer {
  send(bytes: Buffer): void;
  close(code: number, reason: string): void;
}

/**
 * One shell of a lab (bash -l as the learner). It outlives the browser: output is kept in a
 * replay buffer while nobody watches, and a reconnecting browser gets it first so its screen comes back.
 * One viewer at a time: a second tab with the same terminal takes it over.
 */
export class TerminalSession {
  private replay: Buffer[] = [];
  private replayBytes = 0;
  private viewer: TerminalViewer | undefined;
  private ended = false;
  /** A size asked for before the shell's first output: podman may drop a resize that early. */
  private earlySize: { cols: number; rows: number } | undefined;
  private started = false;

  constructor(
    readonly terminal: LabTerminal,
    onEnd: () => void,
  ) {
    terminal.stream.on('data', (chunk: Buffer) => this.output(chunk));
    const end = () => {
      if (this.ended) return;
      this.ended = true;
      this.viewer?.close(1000, 'The terminal ended.');
      this.viewer = undefined;
      onEnd();
    };
    terminal.stream.on('end', end);
    terminal.stream.on('close', end);
    terminal.stream.on('error', end);
  }

  get isEnded(): boolean {
    return this.ended;
  }

  private output(chunk: Buffer): void {
    if (!this.started) {
      this.started = true;
      const size = this.earlySize;
      if (size) void this.terminal.resize(size.cols, size.rows).catch(() => {});
    }
    this.replay.push(chunk);
    this.replayBytes += chunk.length;
    while (this.replayBytes - (this.replay[0]?.length ?? 0) >= REPLAY_BYTES) {
      this.replayBytes -= this.replay.shift()?.length ?? 0;
    }
    this.viewer?.send(chunk);
  }

  /** Attaches a browser: the replay first, then live output. */
  attach(viewer: TerminalViewer): void {
    this.viewer?.close(4000, 'This terminal was opened elsewhere.');
    this.viewer = viewer;
    const replay = Buffer.concat(this.replay);
    if (replay.length > 0) viewer.send(replay.subarray(Math.max(0, replay.length - REPLAY_BYTES)));
  }

  detach(viewer: TerminalViewer): void {
    if (this.viewer === viewer) this.viewer = undefined;
  }

  write(bytes: Buffer | string): void {
    if (!this.ended) this.terminal.stream.write(bytes);
  }

  resize(cols: number, rows: number): Promise<void> {
    if (!this.started) this.earlySize = { cols, rows };
    return this.terminal.resize(cols, rows);
  }

  /** The lab stops: the shell goes with it. */
  close(): void {
    this.terminal.stream.destroy();
  }
}
