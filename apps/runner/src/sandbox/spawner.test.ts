import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkedDynamically } from './launcher-build';
import { buildSpawner, type SpawnedProcess, Spawner } from './spawner';

/** learnbox-spawner with ordinary programs: pipes, exits, signals and what a child inherits. */

let stateDir = '';
let binary = '';
let spawner: Spawner;

beforeAll(async () => {
  stateDir = mkdtempSync(path.join(tmpdir(), 'learnbox-spawner-'));
  binary = await buildSpawner(stateDir);
  spawner = Spawner.start(binary);
});
afterAll(async () => {
  await spawner?.close();
  rmSync(stateDir, { recursive: true, force: true });
});

function read(stream: Socket | undefined): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    stream?.on('data', (chunk: Buffer) => {
      text += chunk;
    });
    stream?.on('end', () => resolve(text));
  });
}

function closed(child: SpawnedProcess): Promise<{ code: number | null; signal: string | null }> {
  return new Promise((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
}

const sh = (script: string) => spawner.spawn('/bin/sh', ['-c', script]);

/** The newest learnbox-spawner this test process started. */
function spawnerPid(): number {
  const mine = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return (
          stat.includes('(learnbox-spawne') && Number(stat.split(') ')[1]?.split(' ')[1]) === process.pid
        );
      } catch {
        return false;
      }
    });
  return Math.max(...mine.map(Number));
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
}

describe('learnbox-spawner', () => {
  it('gives the child seven pipes: stdio, status, result, and two it reads', async () => {
    const child = sh('cat; echo err >&2; echo status >&3; echo result >&4; cat <&5; cat <&6; exit 3');
    const done = closed(child);
    await child.started;
    const [out, err, status, result] = [1, 2, 3, 4].map((fd) => read(child.output(fd)));
    child.input(0, 'stdin ');
    child.input(5, 'control ');
    child.input(6, 'run\n');
    expect(await out).toBe('stdin control run\n');
    expect(await err).toBe('err\n');
    expect(await status).toBe('status\n');
    expect(await result).toBe('result\n');
    expect(await done).toEqual({ code: 3, signal: null });
    expect(child.exitCode).toBe(3);
  });

  it('hands the child nothing else: no descriptor of the spawner or of other children, no environment', async () => {
    const other = sh('sleep 5');
    await other.started;
    const child = sh('ls /proc/self/fd | sort -n | tr "\\n" " "; echo; env | wc -l');
    await child.started;
    const out = read(child.stdout);
    for (const fd of [0, 5, 6]) child.input(fd);
    // 7 is the directory ls itself has open.
    expect(await out).toBe('0 1 2 3 4 5 6 7 \n1\n');
    other.kill('SIGKILL');
  });

  it('gives a child input larger than its pipe holds, whole and in order', async () => {
    const child = sh('cat <&5 | wc -c; cat');
    await child.started;
    const out = read(child.stdout);
    const big = 'x'.repeat(3 * 1024 * 1024);
    child.input(5, big);
    child.input(6);
    child.input(0, 'end\n');
    expect(await out).toBe(`${big.length}\nend\n`);
  });

  it('takes input for a child that stopped reading, and a closed output nobody read, in its stride', async () => {
    const child = sh('exec 0<&-; echo closed >&3; cat <&5 >/dev/null; echo result >&4; echo done');
    const done = closed(child);
    await child.started;
    const out = read(child.stdout);
    await new Promise((resolve) => child.output(3)?.once('data', resolve));
    // Nobody reads stdin any more: the write fails with EPIPE, which is no error of the runner's.
    expect(() => child.input(0, 'y'.repeat(256 * 1024))).not.toThrow();
    for (const fd of [5, 6]) child.input(fd);
    expect(await out).toBe('done\n');
    // Descriptor 4 was never asked for: it is closed with the child and holds nothing back.
    expect(await done).toEqual({ code: 0, signal: null });
    expect(child.output(4)).toBeUndefined();
  });

  it('signals a child, and its whole process group, until the child is reaped', async () => {
    const marker = path.join(stateDir, 'grandchild-alive');
    const child = sh(`(sleep 0.3; touch ${marker}) & sleep 30`);
    const done = closed(child);
    await child.started;
    child.killGroup('SIGKILL');
    expect(await done).toEqual({ code: null, signal: 'SIGKILL' });
    await new Promise((r) => setTimeout(r, 500));
    expect(existsSync(marker)).toBe(false);
    // Reaped: a signal now goes nowhere (the pid may already belong to someone else).
    expect(() => child.kill('SIGKILL')).not.toThrow();
  });

  it('reports a program that cannot be started as exit 125, and refuses arguments it cannot pass', async () => {
    const missing = spawner.spawn('/nonexistent/program', []);
    expect(await closed(missing)).toEqual({ code: 125, signal: null });
    const tab = spawner.spawn('/bin/echo', ['a\tb']);
    const error = new Promise<Error>((resolve) => tab.once('error', resolve));
    await expect(tab.started).rejects.toThrow(/tab, newline or NUL/);
    expect((await error).message).toMatch(/tab, newline or NUL/);
  });

  it('replaces a spawner that died, and what it had started dies with it', async () => {
    const own = Spawner.start(await buildSpawner(stateDir));
    const orphan = own.spawn('/bin/sleep', ['30']);
    const done = closed(orphan);
    await orphan.started;
    const pid = orphan.pid as number;
    process.kill(spawnerPid(), 'SIGKILL');
    expect((await done).code).toBe(125);
    await until(() => !existsSync(`/proc/${pid}`));
    const after = own.spawn('/bin/echo', ['again']);
    await after.started;
    expect(await read(after.stdout)).toBe('again\n');
    await own.close();
  });

  it('kills what it started when the runner lets it go', async () => {
    const own = Spawner.start(await buildSpawner(stateDir));
    const child = own.spawn('/bin/sleep', ['30']);
    const done = closed(child);
    await child.started;
    await own.close();
    expect(await done).toEqual({ code: null, signal: 'SIGKILL' });
  });
});

// The C compiler prints the bare name back when it has no static C library.
const staticLibc = path.isAbsolute(
  execFileSync('cc', ['-print-file-name=libc.a'], { encoding: 'utf8' }).trim(),
);

describe.runIf(staticLibc)('build', () => {
  it('is linked statically, so no process it forks resolves symbols through a dynamic loader', () => {
    expect(linkedDynamically(binary)).toBe(false);
    expect(linkedDynamically('/bin/true')).toBe(true);
  });
});
