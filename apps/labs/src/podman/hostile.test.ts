import { lookup } from 'node:dns/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseImageName, LAB_USER } from '../images/base-image';
import { startLabAppServer } from '../testing/lab-app-server';
import { RUN_PREFIX, runInLab, startedLab, startTestEngine } from '../testing/lab-fixture';
import { mustRun, runCommand } from './host-command';
import type { PodmanLabEngine } from './podman-engine';

// Hostile programs inside a lab, the runner's hostile suite as the model: each test is something a
// learner could try, and asserts that the host and the other labs do not notice.

let engine: PodmanLabEngine;
let close: () => Promise<void>;
let neighbour: string;
let listener: Server;
/** podman's default bridge gateway: where a container with a network would find this host. */
let bridgeGateway: string;
/** A container on podman's bridge, so its interface (and gateway address) exists on the host. */
const BRIDGE_CONTAINER = `lab-${RUN_PREFIX}-bridge`;

/**
 * A lab from the warm pool when its image and limits were seen before (the first of a kind is
 * cold), so the suite holds for both kinds of container. The pool is full before and after, so
 * no container starts in the background while a test counts processes.
 */
async function lab(overrides: Parameters<typeof startedLab>[1] = {}): Promise<string> {
  await engine.pool.settled();
  const labId = await startedLab(engine, overrides);
  await engine.pool.settled();
  return labId;
}

beforeAll(async () => {
  ({ engine, close } = await startTestEngine({ pool: { size: 1, keys: 4 } }));
  neighbour = await lab();
  // A host service on every address (like the api, PostgreSQL or Redis bound to loopback or all).
  listener = createServer((socket) => socket.end('host secret\n'));
  await new Promise<void>((resolve) => listener.listen(0, '0.0.0.0', resolve));
  bridgeGateway = (
    await mustRun('podman', [
      'network',
      'inspect',
      'podman',
      '--format',
      '{{range .Subnets}}{{.Gateway}}{{end}}',
    ])
  ).trim();
  await mustRun('podman', [
    ...['--runtime', 'runc', 'run', '-d', '--rm', '--name', BRIDGE_CONTAINER, '--network', 'bridge'],
    ...['--ulimit', 'nofile=1024:1024', '--ulimit', 'nproc=4096:4096', baseImageName(), 'sleep', '600'],
  ]);
});
afterAll(async () => {
  await runCommand('podman', ['rm', '--force', '--time', '0', BRIDGE_CONTAINER]);
  listener.close();
  await close();
});

const listenerPort = () => (listener.address() as { port: number }).port;

/** PostgreSQL, Redis, web, api, runner, the live host itself, and this suite's own listener. */
const hostPorts = () => [5432, 6379, 3000, 4000, 4100, 4200, listenerPort()];

/** Loopback, every address of the host's interfaces, and podman's bridge gateway (now up). */
function hostAddresses(): string[] {
  const all = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
  const own = all.filter((a) => a.family === 'IPv4' && !a.internal).map((a) => a.address);
  return [...new Set(['127.0.0.1', ...own, bridgeGateway])];
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
    const targets = hostAddresses().flatMap((host) => hostPorts().map((port) => [host, port] as const));
    // The probe would succeed from the host: the listener is real.
    const fromHost = await new Promise<string>((resolve) => {
      const socket = connect(listenerPort(), '127.0.0.1');
      socket.on('data', (data: Buffer) => resolve(data.toString()));
    });
    expect(fromHost).toBe('host secret\n');
    // The bridge is up: a container with a network would reach the listener at the gateway.
    expect(hostAddresses()).toContain(bridgeGateway);
    expect(
      Object.values(networkInterfaces())
        .flat()
        .some((a) => a?.address === bridgeGateway),
    ).toBe(true);

    const labId = await lab();
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

  it("cannot reach another lab's app, which the host reaches through that lab's relay", async () => {
    const port = 5173;
    await startLabAppServer(engine, neighbour, port);
    const answer = await engine.connect(neighbour, port);
    answer.end('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    const fromHost = await new Promise<string>((resolve) => {
      let text = '';
      answer.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      answer.on('close', () => resolve(text));
    });
    expect(fromHost).toContain('hello from the lab /');

    // Another lab (with egress, the most open kind) tries its own loopback, the host's addresses
    // and the relay's sockets: nothing is there. Its proxy only knows names, and no lab has one.
    const labId = await startedLab(engine, { egress: true });
    const script = [
      ...hostAddresses().map((host) => probe(host, port)),
      // The relay's sockets show in the lab's /proc/net/unix (same network namespace), but their
      // paths are the host's files, which the lab's mount namespace does not have.
      `for path in $(grep -o '/[^ ]*\\.sock' /proc/net/unix); do perl -MIO::Socket::UNIX -e 'IO::Socket::UNIX->new(Peer => $ARGV[0]) ? print "UNIX-OPEN\\n" : print "UNIX-CLOSED\\n"' "$path"; done`,
    ].join('\n');
    const { output } = await runInLab(engine, labId, script, 30_000);
    expect(output).not.toContain('OPEN');
    expect(output.match(/^CLOSED /gm)).toHaveLength(hostAddresses().length);
    expect(output).toContain('UNIX-CLOSED');
  });

  it('a lab with egress still reaches no host service directly', async () => {
    const labId = await startedLab(engine, { egress: true });
    const targets = hostAddresses().flatMap((host) => hostPorts().map((port) => [host, port] as const));
    const { output } = await runInLab(
      engine,
      labId,
      targets.map(([host, port]) => probe(host, port)).join('\n'),
      60_000,
    );
    expect(output).not.toContain('OPEN');
    expect(output.match(/CLOSED/g)).toHaveLength(targets.length);
  });

  it('has no egress: neither the package mirror by name nor by address', async () => {
    const labId = await lab();
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
    const labId = await lab();
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

  it('gets exactly the grantable capability it declares, and nothing more', async () => {
    const labId = await startedLab(engine, { capabilities: ['NET_BIND_SERVICE'] });
    const script = [
      'grep -E "^Cap(Eff|Bnd):" /proc/self/status',
      `perl -MIO::Socket::INET -e 'IO::Socket::INET->new(LocalAddr => "127.0.0.1", LocalPort => 80, Listen => 1) ? print "bound-80\\n" : print "no-bind\\n"'`,
      'chown learner ~/lost+found 2>/dev/null && echo CHOWNED || echo no-chown',
    ].join('\n');
    const { output } = await runInLab(engine, labId, script);
    // 0x400 is CAP_NET_BIND_SERVICE alone.
    expect(output.split('\n')).toEqual([
      'CapEff:\t0000000000000400',
      'CapBnd:\t0000000000000400',
      'bound-80',
      'no-chown',
      '',
    ]);
  });

  it('cannot see host processes', async () => {
    const labId = await lab();
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
    const labId = await lab({ pids });
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
    const labId = await lab({ memoryBytes: 64 * 1024 * 1024 });
    // tail keeps the whole endless "line" of /dev/zero in memory.
    const { exitCode } = await runInLab(engine, labId, 'exec tail /dev/zero', 60_000);
    expect(exitCode).toBe(137);
    expect((await runInLab(engine, labId, 'echo still here')).output).toBe('still here\n');
    await neighbourAnswers();
  });

  it('filling the disk stops at the home quota and at the /tmp size', async () => {
    const labId = await lab({ homeBytes: 32 * 1024 * 1024 });
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
