import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LabsConfig } from '../config/env';
import type { LabEngine, LabSpec } from '../engine/lab-engine';
import { baseImageName } from '../images/base-image';
import { runCommand } from '../podman/host-command';
import { type PodmanEngineOptions, PodmanLabEngine } from '../podman/podman-engine';

/** A podman service of the test file's own (its own socket, homes and pool), closed with everything it made. */
export async function startTestEngine(options: PodmanEngineOptions = {}): Promise<{
  engine: PodmanLabEngine;
  stateDir: string;
  close: () => Promise<void>;
}> {
  const stateDir = mkdtempSync(join(tmpdir(), 'labs-test-'));
  const engine = await PodmanLabEngine.start(stateDir, options);
  const close = async () => {
    for (const lab of await engine.list())
      if (lab.labId.startsWith(RUN_PREFIX)) await engine.remove(lab.labId);
    await engine.close();
    // Homes kept by discarded labs stay mounted (that is their point): unmount them before
    // deleting, or the recursive delete meets a busy mount point.
    for (const target of mountsUnder(stateDir)) await runCommand('umount', ['--lazy', target]);
    rmSync(stateDir, { recursive: true, force: true });
  };
  return { engine, stateDir, close };
}

/**
 * The labs app's configuration in a test: loopback, one CPU, 32 MiB homes, no warm pool, and the
 * test engine's own temporary state dir, so the session records the app writes there never
 * outlive the file (a live host started later would adopt them and start their labs again).
 */
export function labsTestConfig(stateDir: string, overrides: Partial<LabsConfig> = {}): LabsConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    internalSecret: 'labs-test-secret-0123456789abcdef',
    stateDir,
    cpus: 1,
    pids: 128,
    homeBytes: 32 * 1024 * 1024,
    allowedOrigins: [],
    pool: { size: 0, keys: 0 },
    ...overrides,
  };
}

/** Lab ids of this run, so leftovers of a killed run never collide with the next one. */
export const RUN_PREFIX = `t${process.pid.toString(36)}`;
let counter = 0;

export function testLabSpec(overrides: Partial<LabSpec> = {}): LabSpec {
  return {
    labId: `${RUN_PREFIX}-${(counter++).toString(36)}`,
    image: baseImageName(),
    memoryBytes: 256 * 1024 * 1024,
    cpus: 1,
    pids: 64,
    homeBytes: 32 * 1024 * 1024,
    ...overrides,
  };
}

export async function startedLab(engine: LabEngine, overrides: Partial<LabSpec> = {}): Promise<string> {
  const spec = testLabSpec(overrides);
  await engine.create(spec);
  await engine.start(spec.labId);
  return spec.labId;
}

/** Runs a bash script in a lab's terminal to its end; the PTY gives \r\n, normalised to \n. */
export async function runInLab(
  engine: LabEngine,
  labId: string,
  script: string,
  timeoutMs = 20_000,
): Promise<{ output: string; exitCode: number | undefined }> {
  const terminal = await engine.exec(labId, { cmd: ['bash', '-c', script] });
  let output = '';
  terminal.stream.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no end after ${timeoutMs} ms; output so far: ${output}`)),
      timeoutMs,
    );
    terminal.stream.on('end', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return { output: output.replace(/\r\n/g, '\n'), exitCode: await terminal.exitCode() };
}

/** Mount points under a directory, deepest first. */
function mountsUnder(dir: string): string[] {
  return readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[4] ?? '')
    .filter((target) => target.startsWith(`${dir}/`))
    .sort((a, b) => b.length - a.length);
}
