import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The real runner (apps/runner) as its own process on a free port: the api may not import the
 * runner (tests/architecture.test.ts), and a process is what production talks to anyway. It needs
 * what the runner needs (root, Linux 5.12+, gcc, libseccomp, cgroups) and fails with the runner's own reason.
 */
export interface RunnerProcess {
  origin: string;
  stop(): Promise<void>;
}

const RUNNER_MAIN = fileURLToPath(new URL('../../../../../runner/src/main.ts', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const kill = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(kill);
      resolve();
    }
  });
}

export async function startRunnerProcess(secret: string, timeoutMs = 60_000): Promise<RunnerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', RUNNER_MAIN], {
    env: {
      ...process.env,
      EXECUTION_TOKEN_SECRET: secret,
      RUNNER_PORT: String(port),
      RUNNER_HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true, // its own process group, so stopping it stops every sandbox it started
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the runner exited at start (${child.exitCode}):\n${stderr}`);
    try {
      const health = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(1000) });
      if (health.ok) return { origin, stop: () => stopGroup(child) };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopGroup(child);
  throw new Error(`the runner did not answer within ${timeoutMs / 1000} s:\n${stderr}`);
}
