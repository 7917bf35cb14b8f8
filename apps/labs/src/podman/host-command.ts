import { spawn } from 'node:child_process';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a host tool (podman, mount, mkfs) with arguments, never a shell; lines go to onLine. */
export function runCommand(
  command: string,
  args: string[],
  onLine?: (line: string) => void,
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const split = (append: (text: string) => void) => {
      let pending = '';
      return (chunk: Buffer) => {
        const text = chunk.toString();
        append(text);
        if (!onLine) return;
        const lines = (pending + text).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) onLine(line);
      };
    };
    child.stdout.on(
      'data',
      split((text) => {
        stdout += text;
      }),
    );
    child.stderr.on(
      'data',
      split((text) => {
        stderr = (stderr + text).slice(-8000);
      }),
    );
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

export async function mustRun(command: string, args: string[]): Promise<string> {
  const result = await runCommand(command, args);
  if (result.code !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.code}): ${result.stderr}`);
  return result.stdout;
}
