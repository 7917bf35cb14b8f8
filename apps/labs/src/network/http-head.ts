import type { Duplex } from 'node:stream';

/** The start of an HTTP request as a proxy reads it; `rest` is what came after the blank line. */
export interface RequestHead {
  method: string;
  target: string;
  version: string;
  headers: [string, string][];
  rest: Buffer;
}

const MAX_HEAD_BYTES = 16 * 1024;
const END = Buffer.from('\r\n\r\n');

/** Reads one request head from a socket (at most 16 KB), leaving the socket paused after it. */
export function readRequestHead(socket: Duplex, timeoutMs = 10_000): Promise<RequestHead> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const timer = setTimeout(() => finish(new Error('no request head in time')), timeoutMs);
    const finish = (error: Error | undefined, head?: RequestHead) => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.off('error', finish);
      socket.pause();
      if (error || !head) reject(error ?? new Error('no request head'));
      else resolve(head);
    };
    const onEnd = () => finish(new Error('the connection closed before its request'));
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf(END);
      if (end < 0) {
        if (buffered.length > MAX_HEAD_BYTES) finish(new Error('request head too long'));
        return;
      }
      const [requestLine = '', ...lines] = buffered.subarray(0, end).toString('latin1').split('\r\n');
      const [method, target, version] = requestLine.split(' ');
      if (!method || !target || !version?.startsWith('HTTP/'))
        return finish(new Error('not an HTTP request'));
      const headers = lines.map((line): [string, string] => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
      });
      finish(undefined, { method, target, version, headers, rest: buffered.subarray(end + END.length) });
    };
    socket.on('data', onData);
    socket.once('end', onEnd);
    socket.once('error', finish);
    // A socket handed over paused (its first bytes read by someone else) flows again here.
    socket.resume();
  });
}

/** A request head written back out (for the upstream), ending with its blank line. */
export function writeRequestHead(method: string, target: string, headers: [string, string][]): Buffer {
  const lines = [`${method} ${target} HTTP/1.1`, ...headers.map(([name, value]) => `${name}: ${value}`)];
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}

/** A short plain-text answer, then the connection ends. */
export function answerAndClose(socket: Duplex, status: number, reason: string, text: string): void {
  const body = Buffer.from(`${text}\n`);
  socket.end(
    Buffer.concat([
      Buffer.from(
        `HTTP/1.1 ${status} ${reason}\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n`,
      ),
      body,
    ]),
  );
}

/** Two connections joined both ways; either one ending or failing ends both. */
export function joinSockets(a: Duplex, b: Duplex): void {
  const end = () => {
    a.destroy();
    b.destroy();
  };
  for (const socket of [a, b]) {
    socket.on('error', end);
    socket.on('close', end);
  }
  a.pipe(b);
  b.pipe(a);
}
