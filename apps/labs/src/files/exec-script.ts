import type { LabEngine } from '../engine/lab-engine';

/** What a script run inside a lab printed (PTY: stdout only, stderr is sent to /dev/null) and its exit code. */
export interface ScriptResult {
  output: string;
  exitCode: number | undefined;
}

/**
 * Runs a bash script inside the lab as its learner (the container's own user), passing values as
 * positional arguments ($1, $2, …) so nothing the learner chose is ever parsed as shell text. The
 * exec is a PTY, so scripts print base64 only: the PTY's \r\n and any byte survive it.
 */
export async function runLabScript(
  engine: LabEngine,
  labId: string,
  script: string,
  args: string[],
  { timeoutMs = 20_000, maxOutputChars = 4 * 1024 * 1024 } = {},
): Promise<ScriptResult> {
  const terminal = await engine.exec(labId, { cmd: ['bash', '-c', script, 'lab-files', ...args] });
  const chunks: string[] = [];
  let size = 0;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      terminal.stream.destroy();
      reject(new Error(`the script did not end within ${timeoutMs} ms`));
    }, timeoutMs);
    terminal.stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxOutputChars) {
        clearTimeout(timer);
        terminal.stream.destroy();
        reject(new Error('the script printed more than expected'));
        return;
      }
      chunks.push(chunk.toString('latin1'));
    });
    terminal.stream.on('end', () => {
      clearTimeout(timer);
      resolve();
    });
    terminal.stream.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  return { output: chunks.join(''), exitCode: await settledExitCode(terminal.exitCode) };
}

/** The engine may still report the exec as running just after its output ended: ask again briefly. */
async function settledExitCode(exitCode: () => Promise<number | undefined>): Promise<number | undefined> {
  for (let tries = 0; tries < 40; tries += 1) {
    const code = await exitCode();
    if (code !== undefined) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

/** Base64 printed through a PTY, back to bytes (line ends and other whitespace dropped). */
export function decodePrinted(output: string): Buffer {
  return Buffer.from(output.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
}
