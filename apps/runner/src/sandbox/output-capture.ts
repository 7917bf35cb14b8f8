import type { Readable } from 'node:stream';

/**
 * Collects stdout and stderr under one byte budget. Past the budget the run is stopped (a program
 * printing 100 MB would otherwise keep a core busy for nothing) but what was captured is kept and
 * returned with `truncated: true`: the first lines are usually what the learner needs.
 */
export class OutputCapture {
  private used = 0;
  exceeded = false;

  constructor(
    private readonly budget: number,
    private readonly onExceeded: () => void,
  ) {}

  collect(stream: Readable): () => string {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => {
      if (this.exceeded) return;
      const room = this.budget - this.used;
      if (chunk.length > room) {
        if (room > 0) chunks.push(chunk.subarray(0, room));
        this.used = this.budget;
        this.exceeded = true;
        this.onExceeded();
        return;
      }
      chunks.push(chunk);
      this.used += chunk.length;
    });
    return () => Buffer.concat(chunks).toString('utf8');
  }
}

/** Reads a side channel (the sandbox's status reports, a test harness's result) up to `limit` bytes. */
export function collectText(stream: Readable | null | undefined, limit: number): () => string {
  const chunks: Buffer[] = [];
  let size = 0;
  stream?.on('data', (chunk: Buffer) => {
    if (size >= limit) return;
    chunks.push(chunk.subarray(0, limit - size));
    size += chunk.length;
  });
  stream?.on('error', () => undefined);
  return () => Buffer.concat(chunks).toString('utf8');
}
