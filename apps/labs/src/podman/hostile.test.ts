import { lookup } from 'node:dns/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAB_USER } from '../images/base-image';
import { runInLab, startedLab, startTestEngine } from '../testing/lab-fixture';
import type { PodmanLabEngine } from './podman-engine';

// Hostile programs inside a lab, the runner's hostile suite as the model: each test is something a
// learner could try, and asserts that the host and the other labs do not notice.

let engine: PodmanLabEngine;
let close: () => Promise<void>;
let neighbour: string;
let listener: Server;

beforeAll(async () => {
  ({ engine, close } = await startTestEngine());
  neighbour = await startedLab(engine);
  // A host service on every address (like the api, PostgreSQL or Redis bound to loopback or all).
  listener = createServer((socket) => socket.end('host secret\n'));
  await new Promise<void>((resolve) => listener.listen(0, '0.0.0.0', resolve));
});
afterAll(async () => {
  listener.close();
  await close();
});

const listenerPort = () => (listener.address() as { port: number }).port;

function hostAddresses(): string[] {
  const all = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
  return ['127.0.0.1', ...all.filter((a) => a.family === 'IPv4' && !a.internal).map((a) => a.address)];
}

/** bash's /dev/tcp: prints OPEN when a TCP connection succeeds within 2 s. */
const probe = (host: string, port: number) =>
  `timeout 2 bash -c 'exec 3<>/dev/tcp/${host}/${port}' 2>/dev/null && echo "OPEN ${host}:${port}" || echo "CLOSED ${host}:${port}"`;

async function neighbourAnswers(): Promise<number> {
  const started = Date.now();
  const { output } = await runInLab(engine, neighbour, 'echo alive', 10_000);
  expect(output).toBe('alive\n');
  return Date.now() - started;
}

/** Host processes of the labs' uid: whatever a lab starts shows up here. */
function hostProcessesOfLabUser(): number {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return /^Uid:\s+1000\s/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
      } catch {
        return false;
      }
    }).length;
}

describe('hostile programs in a lab', () => {
  it('cannot reach host services on loopback or on the host addresses', async () => {
    const targets = hostAddresses().flatMap((host) =>
      [5432, 6379, 3000, 4000, listenerPort()].map((port) => [host, port] as const),
    );
    // The probe would succeed from the host: the listener is real.
    const fromHost = await new Promise<string>((resolve) => {
      const socket = connect(listenerPort(), '127.0.0.1');
      socket.on('data', (data: Buffer) => resolve(data.toString()));
    });
    expect(fromHost).toBe('host secret\n');

    const labId = await startedLab(engine);
    const { output } = await runInLab(
      engine,
      labId,
      targets.map(([host, port]) => probe(host, port)).join('\n'),
      60_000,
    );
    expect(output).not.toContain('OPEN');
    expect(output.match(/CLOSED/g)).toHaveLength(targets.length);
    // Only a loopback interface of its own.
    expect((await runInLab(engine, labId, "tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' '")).output).toBe(
      'lo\n',
    );
  });

  it('has no egress: neither the package mirror by name nor by address', async () => {
    const labId = await startedLab(engine);
    const mirror = await lookup('deb.debian.org', { family: 4 }).catch(() => undefined);
    const script = [
      'getent hosts deb.debian.org && echo RESOLVED || echo UNRESOLVED',
      probe('deb.debian.org', 80),
      ...(mirror ? [probe(mirror.address, 80)] : []),
    ].join('\n');
    const { output } = await runInLab(engine, labId, script, 30_000);
    expect(output).toContain('UNRESOLVED');
    expect(output).not.toContain('OPEN');
  });

  it('is not root and has no capabilities: no mount, no raw socket, no chown, read-only system', async () => {
    const labId = await startedLab(engine);
    const script = [
      'id -u',
      'grep -E "^Cap(Eff|Prm|Bnd):" /proc/self/status',
      'mount -t tmpfs none /tmp 2>/dev/null && echo MOUNTED || echo no-mount',
      `perl -MSocket -e 'socket(my $s, PF_INET, SOCK_RAW, 1) ? print "RAW\\n" : print "no-raw\\n"'`,
      'chown learner ~/lost+found 2>/dev/null && echo CHOWNED || echo no-chown',
      'touch /etc/owned /usr/bin/owned 2>/dev/null && echo WROTE || echo read-only',
      'su -c true root </dev/null 2>/dev/null && echo ROOT || echo no-su',
    ].join('\n');
    const { output } = await runInLab(engine, labId, script);
    expect(output.split('\n')).toEqual([
      String(LAB_USER.uid),
      'CapPrm:\t0000000000000000',
      'CapEff:\t0000000000000000',
      'CapBnd:\t0000000000000000',
      'no-mount',
      'no-raw',
      'no-chown',
      'read-only',
      'no-su',
      '',
    ]);
  });

  it('cannot see host processes', async () => {
    const labId = await startedLab(engine);
    const { output } = await runInLab(engine, labId, 'ps -eo pid=,comm=');
    const commands = output
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/)[1]);
    expect(commands).not.toContain('node');
    expect(commands).not.toContain('podman');
    expect(commands.length).toBeLessThanOrEqual(5);
    expect(output).not.toMatch(new RegExp(`^\\s*${process.pid}\\s`, 'm'));
  });

  it('a fork bomb is held by the pids limit while a second lab keeps answering', async () => {
    const pids = 64;
    const labId = await startedLab(engine, { pids });
    const before = hostProcessesOfLabUser();
    const bomb = await engine.exec(labId, { cmd: ['bash', '-c', 'b(){ b | b & }; b; sleep 30'] });
    bomb.stream.resume();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const bombed = hostProcessesOfLabUser() - before;
    // A real bomb (it reached the limit), held at the limit.
    expect(bombed).toBeGreaterThan(pids / 2);
    expect(bombed).toBeLessThanOrEqual(pids);
    expect(await neighbourAnswers()).toBeLessThan(3000);
    await engine.remove(labId);
    // Removing the lab ends every process of the bomb.
    expect(hostProcessesOfLabUser()).toBeLessThanOrEqual(before);
    expect(await neighbourAnswers()).toBeLessThan(3000);
  });

  it('a memory bomb is killed by the memory limit, and the lab and its neighbour go on', async () => {
    const labId = await startedLab(engine, { memoryBytes: 64 * 1024 * 1024 });
    // tail keeps the whole endless "line" of /dev/zero in memory.
    const { exitCode } = await runInLab(engine, labId, 'exec tail /dev/zero', 60_000);
    expect(exitCode).toBe(137);
    expect((await runInLab(engine, labId, 'echo still here')).output).toBe('still here\n');
    await neighbourAnswers();
  });

  it('filling the disk stops at the home quota and at the /tmp size', async () => {
    const labId = await startedLab(engine, { homeBytes: 32 * 1024 * 1024 });
    const script = [
      'head -c 100M /dev/zero 2>&1 > ~/fill; echo "home rc=$?"',
      'du -m ~/fill | cut -f1',
      'head -c 100M /dev/zero 2>&1 > /tmp/fill; echo "tmp rc=$?"',
      'du -m /tmp/fill | cut -f1',
    ].join('\n');
    const lines = (await runInLab(engine, labId, script, 60_000)).output.trim().split('\n');
    expect(lines.filter((line) => line.includes('No space left on device'))).toHaveLength(2);
    const [homeRc, homeMb, tmpRc, tmpMb] = lines.filter((line) => !line.includes('No space'));
    expect(homeRc).toBe('home rc=1');
    expect(Number(homeMb)).toBeLessThanOrEqual(32);
    expect(tmpRc).toBe('tmp rc=1');
    expect(Number(tmpMb)).toBeLessThanOrEqual(64);
    await neighbourAnswers();
  });
});
