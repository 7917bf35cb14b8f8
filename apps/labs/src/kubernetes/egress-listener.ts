import { createServer, type Server, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * The cluster side of a lab's egress: labs that declare egress reach the live host's proxy port
 * over the pod network (their NetworkPolicy admits that port of the live host's pods and nothing
 * else), and the connection's source address says which lab it is. A source the cluster does not
 * know as a lab with egress is dropped before a byte is read.
 */
export class EgressListener {
  private readonly server: Server;
  private handler: (labId: string, socket: Duplex) => void = (_labId, socket) => socket.destroy();

  constructor(private readonly labAt: (address: string) => Promise<string | undefined>) {
    this.server = createServer({ pauseOnConnect: true, allowHalfOpen: true }, (socket) =>
      this.accept(socket),
    );
  }

  onConnection(handler: (labId: string, socket: Duplex) => void): void {
    this.handler = handler;
  }

  listen(port: number, host = '0.0.0.0'): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        const address = this.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: Socket): void {
    socket.on('error', () => socket.destroy());
    // IPv4 peers arrive as ::ffff:a.b.c.d on a dual-stack listener; pods are known by a.b.c.d.
    const address = (socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    this.labAt(address).then(
      (labId) => (labId ? this.handler(labId, socket) : socket.destroy()),
      () => socket.destroy(),
    );
  }
}
