import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { PortClosedError } from '../engine/lab-engine';

/** The port of the egress proxy on a lab's own loopback (HTTP_PROXY points there). */
export const EGRESS_PROXY_PORT = 3128;

const RELAY_SCRIPT = fileURLToPath(new URL('./netns-relay.mjs', import.meta.url));
const READY_TIMEOUT_MS = 10_000;

/** What a relay needs to know about the running container. */
export interface LabNetns {
  /** The host pid of the container's init: its network namespace is the lab's. */
  pid: number;
  egress: boolean;
}

interface Relay {
  pid: number;
  child: ChildProcess;
  socket: string;
}

/**
 * How the host reaches into a lab that has no network (NetworkMode none), and how a lab with an
 * egress allow-list reaches the host's proxy. Measured and chosen over the alternatives:
 *
 * - an `--internal` podman network gives the container an address and the host a gateway address
 *   on the same bridge: every host service bound to 0.0.0.0 is then one hop away from the lab
 *   (hostile.test.ts shows a bridged container reaching one at the gateway),
 *   labs on a shared network see each other, and closing that takes firewall rules per lab;
 * - a relay exec'd in the container per connection costs a podman exec (~150 ms) per request;
 * - this: one small relay per running lab, started by the host in the lab's network namespace
 *   only (`nsenter --net`), so it connects to the lab's 127.0.0.1 while it listens on a unix
 *   socket in the host's files, which the container cannot see. It costs node's start once per
 *   lab (50-150 ms here) and about 8 MB of private memory; a connection then costs a unix and a
 *   loopback connect (a preview request through it measured 6-7 ms end to end). The lab keeps
 *   no route to anything, the host's services and the other labs included.
 */
export class NetnsRelays {
  private readonly relays = new Map<string, Promise<Relay>>();
  private readonly egressServer: Server;
  private egressHandler: (labId: string, socket: Duplex) => void = (_labId, socket) => socket.destroy();

  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    rmSync(this.egressSocket, { force: true });
    // One socket for every lab's egress: the relays (ours) introduce each connection with its lab.
    this.egressServer = createServer((socket) => this.acceptEgress(socket));
    this.egressServer.listen(this.egressSocket);
  }

  private get egressSocket(): string {
    return join(this.dir, 'egress.sock');
  }

  onEgress(handler: (labId: string, socket: Duplex) => void): void {
    this.egressHandler = handler;
  }

  private acceptEgress(socket: Socket): void {
    socket.on('error', () => socket.destroy());
    let head = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const newline = head.indexOf(10);
      if (newline < 0) return head.length > 200 ? socket.destroy() : undefined;
      socket.off('data', onData);
      socket.pause();
      const rest = head.subarray(newline + 1);
      if (rest.length > 0) socket.unshift(rest);
      this.egressHandler(head.subarray(0, newline).toString(), socket);
    };
    socket.on('data', onData);
  }

  /** Starts the lab's relay unless one runs already (one at a time: callers share a start under way). */
  async ensure(labId: string, netns: () => Promise<LabNetns>): Promise<Relay> {
    const known = this.relays.get(labId);
    if (known) return known;
    const starting = this.spawn(labId, netns);
    this.relays.set(labId, starting);
    try {
      const relay = await starting;
      relay.child.once('exit', () => {
        if (this.relays.get(labId) === starting) this.relays.delete(labId);
      });
      return relay;
    } catch (error) {
      if (this.relays.get(labId) === starting) this.relays.delete(labId);
      throw error;
    }
  }

  private async spawn(labId: string, netns: () => Promise<LabNetns>): Promise<Relay> {
    const { pid, egress } = await netns();
    const socket = join(this.dir, `${labId}.sock`);
    const options = {
      labId,
      watchPid: pid,
      previewSocket: socket,
      ...(egress ? { egress: { port: EGRESS_PROXY_PORT, socket: this.egressSocket } } : {}),
    };
    const child = spawn(
      'nsenter',
      ['--target', String(pid), '--net', '--', process.execPath, RELAY_SCRIPT, JSON.stringify(options)],
      { stdio: ['pipe', 'ignore', 'pipe'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        let stderr = '';
        const timer = setTimeout(
          () => reject(new Error(`the lab's relay did not start: ${stderr}`)),
          READY_TIMEOUT_MS,
        );
        child.stderr?.on('data', (chunk: Buffer) => {
          stderr = (stderr + chunk.toString()).slice(-4000);
          if (stderr.includes('ready\n')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`the lab's relay ended (${code}): ${stderr}`));
        });
      });
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
    return { pid, child, socket };
  }

  /** A connection to 127.0.0.1:port inside the lab, or PortClosedError when nothing listens there. */
  async connect(labId: string, port: number, netns: () => Promise<LabNetns>): Promise<Duplex> {
    const relay = await this.ensure(labId, netns);
    const socket = connect({ path: relay.socket, allowHalfOpen: true });
    const header = Buffer.alloc(2);
    header.writeUInt16BE(port);
    socket.write(header);
    return new Promise<Duplex>((resolve, reject) => {
      const fail = (error: Error) => {
        socket.destroy();
        reject(error);
      };
      socket.once('error', fail);
      socket.once('end', () => fail(new PortClosedError(port)));
      socket.once('readable', function first() {
        const status = socket.read(1) as Buffer | null;
        if (status === null) return socket.once('readable', first);
        socket.removeListener('error', fail);
        socket.removeAllListeners('end');
        if (status[0] !== 1) return fail(new PortClosedError(port));
        resolve(socket);
      });
    });
  }

  /** Ends the lab's relay (the lab stopped); its sockets go with it. */
  stop(labId: string): void {
    const relay = this.relays.get(labId);
    if (!relay) return;
    this.relays.delete(labId);
    void relay.then(
      ({ child, socket }) => {
        child.kill('SIGTERM');
        rmSync(socket, { force: true });
      },
      () => {},
    );
  }

  close(): void {
    for (const labId of [...this.relays.keys()]) this.stop(labId);
    this.egressServer.close();
    rmSync(this.egressSocket, { force: true });
  }
}
