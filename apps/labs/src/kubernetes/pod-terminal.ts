import { randomUUID } from 'node:crypto';
import { Duplex, PassThrough, Writable } from 'node:stream';
import { Exec, type KubeConfig, type V1Status } from '@kubernetes/client-node';
import type { ExecOptions, LabTerminal } from '../engine/lab-engine';

/**
 * The exit code in the status frame the API server sends when an exec ends: "Success" is 0, a
 * non-zero exit is a Failure whose cause "ExitCode" holds the number. Anything else (the process
 * could not start, the pod went away) reads as 1 so a test run counts as failed, never passed.
 */
export function execExitCode(status: V1Status): number {
  if (status.status === 'Success') return 0;
  const cause = status.details?.causes?.find((c) => c.reason === 'ExitCode');
  const code = Number(cause?.message);
  return Number.isInteger(code) ? code : 1;
}

/** The exec protocol's resize channel (the client's WebSocketHandler.ResizeStream, not exported). */
const RESIZE_CHANNEL = 4;

/** The resize channel's frame: channel 4, then the size as JSON (kubectl sends the same). */
export function resizeFrame(cols: number, rows: number): Buffer {
  return Buffer.concat([
    Buffer.from([RESIZE_CHANNEL]),
    Buffer.from(JSON.stringify({ Width: cols, Height: rows })),
  ]);
}

/** Environment for one exec: the API has no such field, so `env` wraps the command. */
function withEnv(cmd: string[], env: Record<string, string> | undefined): string[] {
  const pairs = Object.entries(env ?? {}).map(([k, v]) => `${k}=${v}`);
  return pairs.length > 0 ? ['env', ...pairs, ...cmd] : cmd;
}

/**
 * A PTY process in a lab pod over the API server's exec WebSocket (channel 0 in, 1 out, 3 status,
 * 4 resize). With a TTY stdout and stderr arrive merged on channel 1, like podman's.
 */
export async function openPodTerminal(
  kubeConfig: KubeConfig,
  target: { namespace: string; pod: string; container: string },
  options: ExecOptions,
): Promise<LabTerminal> {
  const stdin = new PassThrough();
  let exitCode: number | undefined;
  let socket: { send(data: Buffer): void; close(): void } | undefined;
  const stream = new Duplex({
    read() {},
    write(chunk, _encoding, done) {
      stdin.write(chunk, done);
    },
    final(done) {
      stdin.end();
      done();
    },
    destroy(error, done) {
      socket?.close();
      done(error);
    },
  });
  const stdout = new Writable({
    write(chunk, _encoding, done) {
      stream.push(chunk);
      done();
    },
    final(done) {
      stream.push(null);
      done();
    },
  });
  const ws = await new Exec(kubeConfig).exec(
    target.namespace,
    target.pod,
    target.container,
    withEnv(options.cmd, options.env),
    stdout,
    null,
    stdin,
    true,
    (status) => {
      exitCode = execExitCode(status);
    },
  );
  socket = ws;
  // A socket that closes without a status (the pod was deleted) ends the terminal all the same,
  // as a failure: the process is gone or out of reach.
  ws.on('close', () => {
    exitCode ??= 1;
    if (!stdout.writableEnded) stdout.end();
  });
  const resize = async (cols: number, rows: number) => {
    ws.send(resizeFrame(cols, rows));
  };
  if (options.cols && options.rows) await resize(options.cols, options.rows);
  return { id: randomUUID(), stream, resize, exitCode: async () => exitCode };
}
