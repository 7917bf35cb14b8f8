import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRunnerEnv } from '../config/env';
import { type Isolation, setUpIsolation } from './isolation';
import type { SandboxRunRequest } from './sandbox-runner';

/**
 * Sandboxes built ahead (issue 19), in the real sandbox: what waits in a slot, what a run gets, and
 * how the pool refills and shrinks.
 */

const IDLE_MS = 1500;
const config = parseRunnerEnv({
  EXECUTION_TOKEN_SECRET: 'x'.repeat(32),
  RUNNER_POOL_SIZE: '2',
  RUNNER_SANDBOX_IDLE_MS: String(IDLE_MS),
});
let isolation: Isolation;
let hostDir = '';

beforeAll(async () => {
  isolation = await setUpIsolation(config, { info: () => undefined, warn: () => undefined });
  hostDir = mkdtempSync(path.join(tmpdir(), 'learnbox-pool-'));
  chmodSync(hostDir, 0o755);
  writeFileSync(path.join(hostDir, 'extra.txt'), 'from an extra mount\n', { mode: 0o644 });
});
afterAll(async () => {
  await isolation?.close();
  rmSync(hostDir, { recursive: true, force: true });
});

const slotDirs = () => isolation.slots.slots.map((slot) => slot.dir);

function run(argv: string[], extra: Partial<SandboxRunRequest> = {}) {
  return isolation.sandbox.run({
    argv,
    stdin: '',
    limits: config.limits.defaults,
    workDir: slotDirs()[0] as string,
    ...extra,
  });
}

/** Processes in this test's run cgroups: pid, uid, effective capabilities and name. */
function pooledProcesses(): { pid: string; uid: number; capEff: string; name: string }[] {
  const mine = `/learnbox-runner-${process.pid}-`;
  const found = [];
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (!readFileSync(`/proc/${pid}/cgroup`, 'utf8').includes(mine)) continue;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      found.push({
        pid,
        uid: Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]),
        capEff: /^CapEff:\s+(\w+)/m.exec(status)?.[1] ?? '',
        name: readFileSync(`/proc/${pid}/comm`, 'utf8').trim(),
      });
    } catch {
      // Gone while we looked.
    }
  }
  return found;
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  if (!check()) throw new Error(`timed out waiting until ${what}`);
}

/** The process of each waiting sandbox that becomes its program (sandbox-run.h), and each sandbox's pid 1. */
const waiting = () => pooledProcesses().filter((p) => p.name === 'learnbox-wait');
const sandboxInits = () => pooledProcesses().filter((p) => p.name === 'learnbox-init');

describe('sandboxes built ahead', () => {
  it('keeps one waiting per slot, as root with only the capabilities to drop to the sandbox user', async () => {
    isolation.sandbox.keepReady(slotDirs(), []);
    await until(() => waiting().length === slotDirs().length, 'every slot has a waiting sandbox');
    expect(isolation.sandbox.ready).toBe(slotDirs().length);
    // No process of the sandbox user exists until a run arrives.
    expect(pooledProcesses().filter((p) => p.uid !== 0)).toEqual([]);
    // CAP_SETGID (6), CAP_SETUID (7) and CAP_SETPCAP (8), nothing else.
    for (const process of waiting()) expect(process.capEff).toBe('00000000000001c0');
    // Each sandbox's pid 1 sleeps until that process execs its program (a vfork), holding the same
    // three and no more; it gives them up once the program runs (the next test).
    expect(sandboxInits()).toHaveLength(slotDirs().length);
    for (const init of sandboxInits()) expect(init.capEff).toBe('00000000000001c0');
    // Forked from the spawner without an exec: nothing of the spawner's own (its pipes to the
    // runner, other launchers' ends) stays open in a launcher or its sandbox.
    for (const process of pooledProcesses()) {
      const fds = readdirSync(`/proc/${process.pid}/fd`).map(Number);
      expect(fds.filter((fd) => fd >= 7)).toEqual([]);
    }
  });

  it("leaves the sandbox's pid 1 no capability once the program runs", async () => {
    const result = await run([
      '/bin/sh',
      '-c',
      'sleep 0.2; grep -E "^(Name|CapPrm|CapEff|CapBnd):" /proc/1/status',
    ]);
    expect(result.status).toBe('ok');
    expect(result.stdout.split('\n').map((line) => line.replace(/\s+/g, ' '))).toEqual([
      'Name: learnbox-init',
      'CapPrm: 0000000000000000',
      'CapEff: 0000000000000000',
      'CapBnd: 0000000000000000',
      '',
    ]);
  });

  it('gives the program no capability, no way back to root and the system-call filter', async () => {
    const result = await run([
      '/bin/sh',
      '-c',
      'grep -E "^(Uid|Gid|Groups|CapInh|CapPrm|CapEff|CapBnd|CapAmb|NoNewPrivs|Seccomp):" /proc/self/status',
    ]);
    expect(result.status).toBe('ok');
    const fields = Object.fromEntries(
      result.stdout
        .trim()
        .split('\n')
        .map((line) => line.split(':').map((part) => part.trim())),
    );
    expect(fields).toEqual({
      Uid: '65534\t65534\t65534\t65534',
      Gid: '65534\t65534\t65534\t65534',
      Groups: '',
      CapInh: '0000000000000000',
      CapPrm: '0000000000000000',
      CapEff: '0000000000000000',
      CapBnd: '0000000000000000',
      CapAmb: '0000000000000000',
      NoNewPrivs: '1',
      Seccomp: '2',
    });
  });

  it('builds a sandbox on the spot for a run that needs a mount the waiting ones lack', async () => {
    const result = await run(['/bin/cat', '/opt/extra/extra.txt'], {
      mounts: [{ source: hostDir, target: '/opt/extra' }],
    });
    expect(result).toMatchObject({ status: 'ok', stdout: 'from an extra mount\n' });
    // The waiting ones never show it.
    const other = await run(['/bin/sh', '-c', 'ls /opt/extra 2>&1 || echo absent']);
    expect(other.stdout).toContain('absent');
  });

  it('lets the waiting sandboxes go when idle and builds them again once runs come back', async () => {
    await until(() => isolation.sandbox.ready === 0, `idle for ${IDLE_MS} ms, the pool is empty`);
    await until(() => pooledProcesses().length === 0, 'no process of a waiting sandbox is left');
    const result = await run(['/bin/echo', 'back']);
    expect(result).toMatchObject({ status: 'ok', stdout: 'back\n' });
    await until(() => isolation.sandbox.ready === slotDirs().length, 'the pool is full again');
  });
});
