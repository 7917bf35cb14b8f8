import { execFile } from 'node:child_process';

/** Runs a host tool (mount, cc, a version probe) with a time limit; resolves with its output or rejects with it. */
export function hostCommand(
  file: string,
  args: readonly string[],
  timeoutMs = 15000,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { timeout: timeoutMs, encoding: 'utf8', maxBuffer: 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) {
          reject(new Error(`${file} ${args.join(' ')}: ${stderr.trim() || error.message}`));
        } else {
          resolve({ stdout, stderr });
        }
      },
    );
  });
}
