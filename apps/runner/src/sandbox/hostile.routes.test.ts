import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExecuteResponse } from '@learnbox/contracts/runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRunner, type TestRunner } from '../testing/test-runner';

/**
 * Hostile programs in the real sandbox. Each must end with the right status while the runner keeps
 * answering /health and other runs, and leave no process behind.
 */

let runner: TestRunner;
let port = 0;
let hostDir = '';

beforeAll(async () => {
  runner = await startTestRunner();
  await runner.app.listen({ port: 0, host: '127.0.0.1' });
  port = (runner.app.server.address() as AddressInfo).port;
  hostDir = mkdtempSync(path.join(tmpdir(), 'learnbox-hostile-'));
  writeFileSync(path.join(hostDir, 'secret.txt'), 'keep me');
});
afterAll(async () => {
  await runner?.close();
  rmSync(hostDir, { recursive: true, force: true });
});

/**
 * Processes of this runner's runs: uid 65534 and inside one of the cgroups of a runner instance of
 * this process (other test files or runners on the host may run sandboxes of their own meanwhile).
 */
function sandboxProcesses(): string[] {
  const mine = `/learnbox-runner-${process.pid}-`;
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      if (!/^Uid:\s+65534\s/m.test(status)) continue;
      if (readFileSync(`/proc/${pid}/cgroup`, 'utf8').includes(mine))
        found.push(`${pid} ${status.split('\n')[0]}`);
    } catch {
      // Gone while we looked.
    }
  }
  return found;
}

async function expectNoSandboxProcesses(): Promise<void> {
  for (let i = 0; i < 40 && sandboxProcesses().length > 0; i++) await new Promise((r) => setTimeout(r, 50));
  expect(sandboxProcesses()).toEqual([]);
}

/** Runs a hostile program and, while it runs, checks that the runner still serves others. */
async function contained(payload: Record<string, unknown>): Promise<ExecuteResponse> {
  const hostile = runner.execute(payload);
  await new Promise((r) => setTimeout(r, 200));
  const started = performance.now();
  const health = await runner.app.inject({ url: '/health' });
  expect(health.statusCode).toBe(200);
  expect(performance.now() - started).toBeLessThan(1000);
  const other = await runner.execute({ language: 'python', code: 'print("still here")' });
  expect(other.json()).toMatchObject({ status: 'ok', stdout: 'still here\n' });
  const reply = await hostile;
  expect(reply.statusCode).toBe(200);
  await expectNoSandboxProcesses();
  return reply.json();
}

const python = (code: string, limits: Record<string, number> = {}) => ({ language: 'python', code, limits });

describe('hostile programs', () => {
  it('contains a fork bomb with the pids limit, then the wall clock', async () => {
    const result = await contained(
      python('import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass', {
        maxProcesses: 32,
        wallTimeMs: 2000,
      }),
    );
    expect(result.status).toBe('time_limit');
    expect(result.wallTimeMs).toBeLessThan(5000);
  });

  it('stops a memory bomb at the cgroup limit (Python)', async () => {
    const result = await contained(
      python('x = []\nwhile True:\n    x.append(b"y" * 10_000_000)', { memoryMb: 64 }),
    );
    expect(result).toMatchObject({ status: 'memory_limit', signal: 'SIGKILL' });
    expect(result.memoryKb).toBeGreaterThan(60 * 1024);
  });

  it('stops a memory bomb at the cgroup limit (Node, no RLIMIT_AS to break V8)', async () => {
    const result = await contained({
      language: 'javascript',
      code: 'const a = []; while (true) a.push(Buffer.alloc(10_000_000, 1));',
      limits: { memoryMb: 96 },
    });
    expect(result.status).toBe('memory_limit');
  });

  it('stops an infinite loop at the CPU limit', async () => {
    const result = await contained(python('while True:\n    pass', { cpuTimeMs: 1000, wallTimeMs: 10000 }));
    expect(result).toMatchObject({ status: 'time_limit', signal: 'SIGXCPU' });
    expect(result.cpuTimeMs).toBeGreaterThanOrEqual(900);
    expect(result.wallTimeMs).toBeLessThan(5000);
  });

  it('kills a sleep past the wall-clock limit', async () => {
    const result = await contained(
      python('import time\nprint("before", flush=True)\ntime.sleep(30)', { wallTimeMs: 1000 }),
    );
    expect(result).toMatchObject({ status: 'time_limit', stdout: 'before\n' });
    expect(result.wallTimeMs).toBeGreaterThanOrEqual(1000);
    expect(result.wallTimeMs).toBeLessThan(3000);
  });

  it('caps 100 MB of output and keeps what was captured', async () => {
    const result = await contained(
      python('import sys\nline = "y" * 99 + "\\n"\nfor _ in range(1_000_000):\n    sys.stdout.write(line)'),
    );
    expect(result).toMatchObject({ status: 'output_limit', truncated: true });
    expect(result.stdout.length).toBe(1024 * 1024);
    expect(result.stdout.startsWith(`${'y'.repeat(99)}\n`)).toBe(true);
  });

  it('has no network: no internet, no DNS, not even the runner on the host loopback', async () => {
    const result = await contained(
      python(
        [
          'import socket',
          'def attempt(what, fn):',
          '    try:',
          '        fn()',
          '        print(what, "CONNECTED")',
          '    except OSError:',
          '        print(what, "blocked")',
          'attempt("internet", lambda: socket.create_connection(("1.1.1.1", 80), timeout=2))',
          'attempt("dns", lambda: socket.getaddrinfo("example.com", 80))',
          `attempt("runner", lambda: socket.create_connection(("127.0.0.1", ${port}), timeout=2))`,
          'print([name for _, name in socket.if_nameindex()])',
        ].join('\n'),
      ),
    );
    expect(result.stdout).toBe("internet blocked\ndns blocked\nrunner blocked\n['lo']\n");
  });

  it("cannot read the host's files, sees a scrubbed environment and runs as uid 65534", async () => {
    const thisFile = fileURLToPath(import.meta.url);
    const result = await contained(
      python(
        [
          'import os',
          `for p in ["/etc/shadow", "/root", "/work", "/home", "${thisFile}", "${hostDir}/secret.txt", "/run/learnbox-runner", "/sys/fs/cgroup", "/proc/1/root/etc/shadow"]:`,
          '    try:',
          '        os.listdir(p) if os.path.isdir(p) else open(p).read()',
          '        print(p, "READ")',
          '    except OSError:',
          '        print(p, "blocked")',
          'print(sorted(os.environ))',
          'print(os.getuid(), os.geteuid(), os.getgid(), os.getgroups())',
          'print(open("/etc/passwd").read().count("\\n"))',
        ].join('\n'),
      ),
    );
    const lines = result.stdout.trim().split('\n');
    expect(lines.slice(0, 9).every((line) => line.endsWith(' blocked'))).toBe(true);
    expect(lines[9]).toBe("['HOME', 'LANG', 'PATH', 'PWD', 'TMPDIR', 'USER']");
    expect(lines[10]).toBe('65534 65534 65534 []');
    expect(lines[11]).toBe('2');
  });

  it('cannot write outside its work dir', async () => {
    const result = await contained(
      python(
        [
          'for p in ["/usr/pwned", "/etc/pwned", "/pwned", "/proc/pwned", "/box/../pwned"]:',
          '    try:',
          '        open(p, "w").write("x")',
          '        print(p, "WRITTEN")',
          '    except OSError:',
          '        print(p, "blocked")',
          'open("/box/mine.txt", "w").write("x")',
          'print("work dir writable")',
        ].join('\n'),
      ),
    );
    expect(result.stdout.trim().split('\n')).toEqual([
      '/usr/pwned blocked',
      '/etc/pwned blocked',
      '/pwned blocked',
      '/proc/pwned blocked',
      '/box/../pwned blocked',
      'work dir writable',
    ]);
    for (const p of ['/usr/pwned', '/etc/pwned', '/pwned']) expect(existsSync(p)).toBe(false);
  });

  it('gains nothing from symlinks planted in its work dir, and clean-up does not follow them', async () => {
    const result = await contained(
      python(
        [
          'import os',
          `os.symlink("${hostDir}/secret.txt", "/box/to-host-file")`,
          `os.symlink("${hostDir}", "/box/to-host-dir")`,
          'os.symlink("/", "/box/to-root")',
          'for p in ["/box/to-host-file", "/box/to-host-dir/secret.txt"]:',
          '    try:',
          '        print(open(p).read())',
          '    except OSError:',
          '        print(p, "blocked")',
        ].join('\n'),
      ),
    );
    expect(result.stdout).toBe('/box/to-host-file blocked\n/box/to-host-dir/secret.txt blocked\n');
    // The slot has been emptied by now (expectNoSandboxProcesses waited): the targets are intact.
    await new Promise((r) => setTimeout(r, 200));
    expect(readFileSync(path.join(hostDir, 'secret.txt'), 'utf8')).toBe('keep me');
  });

  it('survives a program killing everything it can see, its parent included', async () => {
    const result = await contained({
      language: 'bash',
      code: `kill -9 -1\nkill -9 $PPID\nkill -9 1\nkill -9 ${process.pid} 2>/dev/null || echo "runner not visible"\necho "still alive"`,
    });
    expect(result.stdout).toBe('runner not visible\nstill alive\n');
    expect((await runner.app.inject({ url: '/health' })).statusCode).toBe(200);
  });

  it('answers 50 concurrent runs, each with 200 or 429 and never a 500', async () => {
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => runner.execute({ language: 'python', code: `print(${i})` })),
    );
    for (const [i, reply] of replies.entries()) {
      expect([200, 429]).toContain(reply.statusCode);
      if (reply.statusCode === 200) expect(reply.json()).toMatchObject({ status: 'ok', stdout: `${i}\n` });
    }
    expect(replies.filter((r) => r.statusCode === 200).length).toBeGreaterThan(0);
    await expectNoSandboxProcesses();
  });
});
