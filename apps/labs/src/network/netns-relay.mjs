// The relay between the live host and one lab's network namespace (netns-relays.ts starts it
// with `nsenter --net`, so it runs in the lab's namespace while its files are the host's). The
// lab keeps NetworkMode none: no route anywhere; these two doors are the only ones, both ours.
//
// - preview: a unix socket on the host; each connection starts with the port (2 bytes, big
//   endian), the relay connects to 127.0.0.1:port inside the lab and answers one byte, 1 when
//   connected (then bytes flow both ways) or 0 when nothing listens (then it closes).
// - egress (optional): 127.0.0.1:port inside the lab; each connection goes to the host's egress
//   socket, introduced by a first line with the lab id (the host's proxy checks its allow-list).
//
// It ends when its stdin closes (the live host went away) or the lab's init process is gone.
import { rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';

const options = JSON.parse(process.argv[2] ?? '{}');

// Half-open connections stay open: a client that ends its request still gets the answer.
const halfOpen = { allowHalfOpen: true };

function join(a, b) {
  const end = () => {
    a.destroy();
    b.destroy();
  };
  a.on('error', end);
  b.on('error', end);
  a.on('close', end);
  b.on('close', end);
  a.pipe(b);
  b.pipe(a);
}

function connectApp(port, hosts, done) {
  const [host, ...others] = hosts;
  if (!host) return done(undefined);
  const app = connect({ port, host, ...halfOpen });
  app.once('error', () => connectApp(port, others, done));
  app.once('connect', () => {
    app.removeAllListeners('error');
    done(app);
  });
}

function servePreview(path) {
  rmSync(path, { force: true });
  const server = createServer(halfOpen, (client) => {
    client.once('readable', function first() {
      const header = client.read(2);
      if (header === null) return client.once('readable', first);
      const port = header.readUInt16BE(0);
      // Dev servers that listen on "localhost" may have only ::1 (Node prefers it): try both.
      connectApp(port, ['127.0.0.1', '::1'], (app) => {
        if (!app) return client.end(Buffer.from([0]));
        client.write(Buffer.from([1]));
        join(client, app);
      });
    });
    client.on('error', () => client.destroy());
  });
  server.listen(path);
  return server;
}

function serveEgress({ port, socket, labId }) {
  const server = createServer(halfOpen, (inside) => {
    const host = connect({ path: socket, ...halfOpen });
    host.write(`${labId}\n`);
    join(inside, host);
  });
  server.listen(port, '127.0.0.1');
  return server;
}

const servers = [servePreview(options.previewSocket)];
if (options.egress) servers.push(serveEgress({ ...options.egress, labId: options.labId }));

let listening = 0;
for (const server of servers) {
  server.on('error', (error) => {
    process.stderr.write(`relay: ${error.message}\n`);
    process.exit(1);
  });
  server.on('listening', () => {
    listening += 1;
    // The host waits for this line before it uses the relay.
    if (listening === servers.length) process.stderr.write('ready\n');
  });
}

const stop = () => {
  rmSync(options.previewSocket, { force: true });
  process.exit(0);
};
process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.stdin.resume();
setInterval(() => {
  try {
    process.kill(options.watchPid, 0);
  } catch {
    stop();
  }
}, 1000).unref();
