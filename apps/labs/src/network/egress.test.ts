import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, createServer as createTcpServer, type Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import { LAB_NETWORK_MESSAGES } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PodmanLabEngine } from '../podman/podman-engine';
import { runInLab, startedLab, startTestEngine } from '../testing/lab-fixture';
import { EGRESS_CONNECTIONS_PER_LAB, EgressProxy, isListed } from './egress-proxy';

// A lab with an egress allow-list, on a real container: its only way out is the host's proxy,
// which lets listed names through and nothing else. There is no internet here, so "the internet"
// is a server on this machine's non-loopback address that the test pins an allowed name to.

let engine: PodmanLabEngine;
let close: () => Promise<void>;
let outside: Server;
let outsideAddress: string;
let outsidePort: number;
const allowLists = new Map<string, string[]>();

function nonLoopbackAddress(): string {
  const all = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
  const found = all.find((a) => a.family === 'IPv4' && !a.internal);
  if (!found) throw new Error('this machine has no non-loopback IPv4 address to stand for the internet');
  return found.address;
}

beforeAll(async () => {
  ({ engine, close } = await startTestEngine());
  outsideAddress = nonLoopbackAddress();
  outside = createServer((request, response) => {
    response.end(`outside says hi to ${request.headers.host} ${request.url}\n`);
  });
  await new Promise<void>((resolve) => outside.listen(0, outsideAddress, resolve));
  outsidePort = (outside.address() as { port: number }).port;
  const proxy = new EgressProxy({
    pinned: {
      'allowed.test': outsideAddress,
      'api.wild.test': outsideAddress,
      'unlisted.test': outsideAddress,
    },
  });
  engine.onEgress((labId, socket) => proxy.handle(socket, allowLists.get(labId) ?? [], labId));
});
afterAll(async () => {
  outside?.close();
  await close();
});

/** bash's /dev/tcp to the lab's proxy: sends `request` and prints the whole answer. */
const viaProxy = (request: string) =>
  `(exec 3<>/dev/tcp/127.0.0.1/3128 || exit 1; printf '${request.replace(/\r\n/g, '\\r\\n')}' >&3; timeout 5 cat <&3; echo)`;

describe('egress through the allow-list proxy', () => {
  it('reaches listed names only, over plain http and CONNECT, and nothing directly', async () => {
    const labId = await startedLab(engine, { egress: true });
    allowLists.set(labId, ['allowed.test', '*.wild.test', 'localhost', outsideAddress]);
    const run = async (script: string) => (await runInLab(engine, labId, script, 30_000)).output;

    expect(await run('echo "$HTTP_PROXY $https_proxy"')).toBe(
      'http://127.0.0.1:3128 http://127.0.0.1:3128\n',
    );

    const plain = await run(
      viaProxy(
        `GET http://allowed.test:${outsidePort}/plain HTTP/1.1\r\nHost: allowed.test:${outsidePort}\r\n\r\n`,
      ),
    );
    expect(plain).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(plain).toContain(`outside says hi to allowed.test:${outsidePort} /plain`);

    const tunnel = await run(
      viaProxy(
        `CONNECT api.wild.test:${outsidePort} HTTP/1.1\r\n\r\nGET /tunnel HTTP/1.1\r\nHost: api.wild.test\r\nConnection: close\r\n\r\n`,
      ),
    );
    expect(tunnel).toMatch(/^HTTP\/1\.1 200 Connection Established\r\n\r\nHTTP\/1\.1 200 OK/);
    expect(tunnel).toContain('outside says hi to api.wild.test /tunnel');

    // Not listed (though it would resolve to the same server): refused by name.
    const unlisted = await run(viaProxy(`CONNECT unlisted.test:${outsidePort} HTTP/1.1\r\n\r\n`));
    expect(unlisted).toMatch(/^HTTP\/1\.1 403 Forbidden/);
    expect(unlisted).toContain(LAB_NETWORK_MESSAGES.egressNotListed('unlisted.test'));
    // Listed, but it is this machine: refused by address (localhost by name, the host by its address).
    for (const host of ['localhost', outsideAddress]) {
      const local = await run(viaProxy(`GET http://${host}:${outsidePort}/ HTTP/1.1\r\nHost: x\r\n\r\n`));
      expect(local, host).toMatch(/^HTTP\/1\.1 403 Forbidden/);
      expect(local).toContain(LAB_NETWORK_MESSAGES.egressForbiddenAddress(host));
    }
    // Anything that is not a proxy request.
    expect(await run(viaProxy('GET /relative HTTP/1.1\r\nHost: allowed.test\r\n\r\n'))).toMatch(
      /^HTTP\/1\.1 400 Bad Request/,
    );

    // Around the proxy there is still no network: neither the server nor any name resolves.
    const direct = await run(
      [
        `timeout 2 bash -c 'exec 3<>/dev/tcp/${outsideAddress}/${outsidePort}' 2>/dev/null && echo OPEN || echo CLOSED`,
        'getent hosts deb.debian.org && echo RESOLVED || echo UNRESOLVED',
        "tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' '",
      ].join('\n'),
    );
    expect(direct).toBe('CLOSED\nUNRESOLVED\nlo\n');
  });

  it('a lab whose relay went away (a host restart) gets its proxy back from attachNetwork', async () => {
    const labId = await startedLab(engine, { egress: true });
    allowLists.set(labId, ['allowed.test']);
    const ask = viaProxy(
      `GET http://allowed.test:${outsidePort}/back HTTP/1.1\r\nHost: allowed.test\r\n\r\n`,
    );
    // The relay this test's engine started for the lab, found by its lab id among our processes.
    const relayPid = Number(
      execFileSync('pgrep', ['-f', `"labId":"${labId}"`])
        .toString()
        .trim(),
    );
    process.kill(relayPid, 'SIGKILL');
    while (existsSync(`/proc/${relayPid}`)) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await runInLab(engine, labId, ask)).output).not.toContain('HTTP/1.1');
    await engine.attachNetwork(labId);
    expect((await runInLab(engine, labId, ask)).output).toContain('outside says hi to allowed.test /back');
  });

  it('a lab without egress has no proxy to talk to', async () => {
    const labId = await startedLab(engine);
    const output = (
      await runInLab(
        engine,
        labId,
        `${viaProxy('CONNECT allowed.test:80 HTTP/1.1\r\n\r\n')}; echo "[$HTTP_PROXY]"`,
      )
    ).output;
    expect(output).not.toContain('HTTP/1.1');
    expect(output).toContain('[]');
  });
});

describe('the proxy shares the host fairly', () => {
  it(`answers a lab's connection beyond ${EGRESS_CONNECTIONS_PER_LAB} open ones with 429, other labs unaffected`, async () => {
    const proxy = new EgressProxy();
    const accepted: Socket[] = [];
    const server = createTcpServer((socket) => {
      accepted.push(socket);
      proxy.handle(
        socket,
        ['allowed.test'],
        accepted.length <= EGRESS_CONNECTIONS_PER_LAB + 1 ? 'greedy' : 'calm',
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const answerOf = (client: Socket) =>
      new Promise<string>((resolve) => {
        let text = '';
        client.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        client.on('close', () => resolve(text));
        setTimeout(() => resolve(text), 500);
      });
    const clients = [];
    for (let n = 0; n < EGRESS_CONNECTIONS_PER_LAB + 2; n++) {
      const client = connect(port, '127.0.0.1');
      await new Promise((resolve) => client.once('connect', resolve));
      clients.push(client);
      while (accepted.length <= n) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // The greedy lab's 65th is refused at once; the calm lab's first waits for its request.
    const [greedyExtra, calmFirst] = clients.slice(-2) as [Socket, Socket];
    const [refused, waiting] = await Promise.all([answerOf(greedyExtra), answerOf(calmFirst)]);
    expect(refused).toMatch(/^HTTP\/1\.1 429 Too Many Requests/);
    expect(refused).toContain(LAB_NETWORK_MESSAGES.EGRESS_TOO_MANY);
    expect(waiting).toBe('');
    for (const client of clients) client.destroy();
    server.close();
  });
});

describe('isListed', () => {
  it('matches names exactly or under a *.suffix, case and trailing dot aside', () => {
    const list = ['registry.npmjs.org', '*.pypi.org'];
    expect(isListed('Registry.NPMJS.org.', list)).toBe(true);
    expect(isListed('files.pypi.org', list)).toBe(true);
    expect(isListed('a.b.pypi.org', list)).toBe(true);
    expect(isListed('pypi.org', list)).toBe(false);
    expect(isListed('evilpypi.org', list)).toBe(false);
    expect(isListed('registry.npmjs.org.evil.com', list)).toBe(false);
    expect(isListed('npmjs.org', list)).toBe(false);
    expect(isListed('anything', [])).toBe(false);
  });
});
