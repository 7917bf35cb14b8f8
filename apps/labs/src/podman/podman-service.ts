import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Docker from 'dockerode';

export interface PodmanService {
  socketPath: string;
  docker: Docker;
  close(): Promise<void>;
}

/**
 * Starts podman's Docker-compatible API on a socket of our own (DESIGN section 8). `runc`
 * because podman's default `crun` refuses this host's hybrid cgroups; `--time=0` because the
 * live host owns the service's lifetime, not an idle timer.
 */
export async function startPodmanService(stateDir: string): Promise<PodmanService> {
  mkdirSync(stateDir, { recursive: true });
  const socketPath = join(stateDir, 'podman.sock');
  rmSync(socketPath, { force: true });
  const child = spawn(
    'podman',
    ['--runtime', 'runc', 'system', 'service', '--time=0', `unix://${socketPath}`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const docker = new Docker({ socketPath });
  await waitUntilAnswering(docker, child, () => stderr);
  return { socketPath, docker, close: () => stopService(child) };
}

async function waitUntilAnswering(docker: Docker, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`podman system service exited: ${stderr()}`);
    try {
      await docker.ping();
      return;
    } catch {
      await sleep(50);
    }
  }
  child.kill('SIGTERM');
  throw new Error(`podman system service did not answer within 20 s: ${stderr()}`);
}

async function stopService(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
