import { randomBytes } from 'node:crypto';
import { connect, createServer, type Socket } from 'node:net';
import { Redis } from 'ioredis';

/** The Redis tests use: REDIS_URL when set (CI), else a local server on the default port. */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether the tests' Redis answers a PING. With REDIS_URL set the Redis tests always run (and
 * fail if it does not answer); without it they are skipped only when nothing answers locally.
 */
export async function probeTestRedis(
  url = TEST_REDIS_URL,
  required = Boolean(process.env.REDIS_URL),
): Promise<{ run: boolean; skipReason: string }> {
  if (required) return { run: true, skipReason: '' };
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return { run: true, skipReason: '' };
  } catch {
    return {
      run: false,
      skipReason: `SKIPPED: REDIS_URL is unset and no Redis answers at ${url}`,
    };
  } finally {
    client.disconnect();
  }
}

/** A key prefix of its own for one test run, so runs never share counters. */
export function uniqueRedisPrefix(): string {
  return `learnbox:rl:test-${Date.now()}-${randomBytes(4).toString('hex')}:`;
}

/** Deletes every key under a test prefix. */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const client = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 1000 });
  client.on('error', () => {});
  try {
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(...keys);
  } finally {
    client.disconnect();
  }
}

/** A loopback port nothing listens on: a Redis that is down. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A TCP relay to the tests' Redis that can be cut and restored on the same port: a Redis that
 * goes away while the api runs, and comes back.
 */
export async function startRedisRelay(): Promise<{
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
}> {
  const target = new URL(TEST_REDIS_URL);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = new URL(TEST_REDIS_URL);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    cut: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: () => listen(address.port),
  };
}
