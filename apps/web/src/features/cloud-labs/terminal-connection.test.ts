import type { AddressInfo } from 'node:net';
import type { SocketStatus } from '@learnbox/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket, type WebSocket as ServerSocket, WebSocketServer } from 'ws';
import {
  connectTerminal,
  type TerminalConnection,
  terminalUrl,
  type WebSocketConstructor,
} from './terminal-connection';

/**
 * A small host of the live host's terminal protocol: it echoes input into a screen buffer, replays
 * that buffer to every new connection first, and records resize messages.
 */
async function startHost() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  let screen = '';
  const resizes: unknown[] = [];
  const clients: ServerSocket[] = [];
  const urls: string[] = [];
  server.on('connection', (client, request) => {
    clients.push(client);
    urls.push(request.url ?? '');
    if (screen) client.send(Buffer.from(screen));
    client.on('message', (data, isBinary) => {
      if (!isBinary) return resizes.push(JSON.parse(data.toString()));
      screen += data.toString();
      client.send(data, { binary: true });
    });
  });
  const port = (server.address() as AddressInfo).port;
  return { server, port, clients, urls, resizes, screen: () => screen };
}

const Socket = NodeWebSocket as unknown as WebSocketConstructor;
const fast = { connectTimeoutMs: 2000, reconnectDelayMs: 20, maxReconnects: 3 };
const decoder = new TextDecoder();

function recorder() {
  const seen = { text: '', statuses: [] as SocketStatus[], replays: 0 };
  return {
    seen,
    handlers: {
      onData: (bytes: Uint8Array) => {
        seen.text += decoder.decode(bytes);
      },
      onReplayStart: () => {
        seen.replays += 1;
        seen.text = '';
      },
      onStatus: (status: SocketStatus) => seen.statuses.push(status),
    },
  };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

let host: Awaited<ReturnType<typeof startHost>> | undefined;
let connection: TerminalConnection | undefined;
afterEach(async () => {
  connection?.close();
  await new Promise((resolve) => host?.server.close(resolve) ?? resolve(undefined));
  host = connection = undefined;
});

describe('terminalUrl', () => {
  it('turns the live host url into its terminal websocket', () => {
    expect(terminalUrl('https://labs.example.com/', 'lab 1', 'a&b', 2)).toBe(
      'wss://labs.example.com/labs/lab%201/terminal?auth=a%26b&term=2',
    );
    expect(terminalUrl('http://127.0.0.1:4200', 'x', 's', 0)).toBe(
      'ws://127.0.0.1:4200/labs/x/terminal?auth=s&term=0',
    );
  });
});

describe('connectTerminal', () => {
  it('sends input as bytes, shows the echo, and sends resizes as JSON text', async () => {
    host = await startHost();
    const { seen, handlers } = recorder();
    connection = connectTerminal(
      terminalUrl(`http://127.0.0.1:${host.port}`, 'l1', 'secret', 0),
      handlers,
      fast,
      Socket,
    );
    connection.resize(100, 30);
    await until(() => seen.statuses.includes('connected'));
    expect(host.urls[0]).toBe('/labs/l1/terminal?auth=secret&term=0');
    connection.send('echo hello\r');
    await until(() => seen.text === 'echo hello\r');
    connection.resize(120, 40);
    await until(() => host?.resizes.length === 2);
    expect(host.resizes).toEqual([
      { type: 'resize', cols: 100, rows: 30 },
      { type: 'resize', cols: 120, rows: 40 },
    ]);
  });

  it('reconnects after a drop, clears the screen for the replay, and resends the size', async () => {
    host = await startHost();
    const { seen, handlers } = recorder();
    connection = connectTerminal(`ws://127.0.0.1:${host.port}/t`, handlers, fast, Socket);
    connection.resize(80, 24);
    await until(() => seen.statuses.includes('connected'));
    connection.send('ls\r');
    await until(() => seen.text === 'ls\r');
    host.clients[0]?.terminate();
    await until(() => host?.clients.length === 2 && seen.replays === 2 && seen.text === 'ls\r');
    expect(seen.statuses).toEqual(['connected', 'disconnected', 'connected']);
    await until(() => host?.resizes.length === 2);
    expect(host.resizes[1]).toEqual({ type: 'resize', cols: 80, rows: 24 });
  });

  it('reports offline when the host is unreachable, and connects on reconnect once it is up', async () => {
    host = await startHost();
    const port = host.port;
    await new Promise((resolve) => host?.server.close(resolve));
    const { seen, handlers } = recorder();
    connection = connectTerminal(`ws://127.0.0.1:${port}/t`, handlers, fast, Socket);
    await until(() => seen.statuses.includes('offline'));
    expect(connection.status).toBe('offline');
    const again = new WebSocketServer({ port, host: '127.0.0.1' });
    await new Promise<void>((resolve) => again.once('listening', () => resolve()));
    host.server = again;
    connection.reconnect();
    await until(() => connection?.status === 'connected');
  });

  it('gives up after the retries and stays disconnected', async () => {
    host = await startHost();
    const { seen, handlers } = recorder();
    connection = connectTerminal(`ws://127.0.0.1:${host.port}/t`, handlers, fast, Socket);
    await until(() => seen.statuses.includes('connected'));
    host.server.on('connection', (client) => client.terminate());
    for (const client of host.clients) client.terminate();
    await until(() => host?.clients.length === 1 + fast.maxReconnects);
    await new Promise((r) => setTimeout(r, 100));
    expect(connection.status).toBe('disconnected');
    expect(host.clients.length).toBe(1 + fast.maxReconnects);
  });

  it('is terminated when the host closes normally, and force closed when we close', async () => {
    host = await startHost();
    const { seen, handlers } = recorder();
    connection = connectTerminal(`ws://127.0.0.1:${host.port}/t`, handlers, fast, Socket);
    await until(() => seen.statuses.includes('connected'));
    host.clients[0]?.close(1000);
    await until(() => connection?.status === 'terminated');
    connection.close();
    expect(seen.statuses.at(-1)).toBe('force closed');
  });
});
