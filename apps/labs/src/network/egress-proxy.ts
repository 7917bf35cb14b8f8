import { lookup } from 'node:dns/promises';
import { BlockList, connect, isIP, type Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { Duplex } from 'node:stream';
import { LAB_NETWORK_MESSAGES } from '@learnbox/domain';
import {
  answerAndClose,
  joinSockets,
  type RequestHead,
  readRequestHead,
  writeRequestHead,
} from './http-head';

const CONNECT_TIMEOUT_MS = 10_000;
/** Connections one lab may have open through the proxy at once (the host's sockets are shared). */
export const EGRESS_CONNECTIONS_PER_LAB = 64;

/** Loopback, private, link-local, shared, multicast and reserved ranges, and this host's own addresses. */
function forbiddenAddresses(): BlockList {
  const list = new BlockList();
  const v4: [string, number][] = [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ];
  for (const [net, prefix] of v4) list.addSubnet(net, prefix, 'ipv4');
  const v6: [string, number][] = [
    ['::', 128],
    ['::1', 128],
    // IPv4-mapped and NAT64 forms of any address: the v4 rules above would have to be repeated.
    ['::ffff:0:0', 96],
    ['64:ff9b::', 96],
    ['100::', 64],
    ['2001:db8::', 32],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ];
  for (const [net, prefix] of v6) list.addSubnet(net, prefix, 'ipv6');
  // A public address of this machine reaches its services bound to every address.
  for (const address of Object.values(networkInterfaces()).flatMap((entries) => entries ?? []))
    list.addAddress(address.address, address.family === 'IPv6' ? 'ipv6' : 'ipv4');
  return list;
}

export function isForbiddenAddress(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family === 0 || list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** `name` is listed exactly, or under a `*.suffix` entry (a subdomain of suffix, not suffix itself). */
export function isListed(name: string, allowList: readonly string[]): boolean {
  const host = name.toLowerCase().replace(/\.$/, '');
  return allowList.some((entry) => {
    const listed = entry.trim().toLowerCase().replace(/\.$/, '');
    if (listed.startsWith('*.')) return host.endsWith(listed.slice(1)) && host.length > listed.length - 1;
    return host === listed;
  });
}

type Resolved = { address: string } | { refusal: string };

export interface EgressProxyOptions {
  /**
   * Tests only (never from the environment): names answered with these addresses as they are,
   * without the address check, so a test server on this machine can stand for the internet.
   */
  pinned?: Record<string, string>;
}

/**
 * The one way out of a lab that declares an egress allow-list: an HTTP proxy (CONNECT tunnels
 * for https, plain forwarding for http) that the lab reaches through its relay. A name must be
 * on the lab's list; it is resolved once here and the connection goes to that address, after
 * checking it is not this machine or a private network (a listed name that resolves there, by
 * mistake or by DNS rebinding, reaches nothing).
 */
export class EgressProxy {
  private readonly forbidden = forbiddenAddresses();
  private readonly open = new Map<string, number>();

  constructor(private readonly options: EgressProxyOptions = {}) {}

  /** One connection a lab made to its proxy; `labId` counts it against the lab's share. */
  handle(client: Duplex, allowList: readonly string[], labId: string): void {
    client.on('error', () => client.destroy());
    const count = this.open.get(labId) ?? 0;
    if (count >= EGRESS_CONNECTIONS_PER_LAB) {
      answerAndClose(client, 429, 'Too Many Requests', LAB_NETWORK_MESSAGES.EGRESS_TOO_MANY);
      return;
    }
    this.open.set(labId, count + 1);
    client.once('close', () => {
      const left = (this.open.get(labId) ?? 1) - 1;
      if (left > 0) this.open.set(labId, left);
      else this.open.delete(labId);
    });
    readRequestHead(client)
      .then((head) => this.forward(client, head, allowList))
      .catch(() => client.destroy());
  }

  private async forward(client: Duplex, head: RequestHead, allowList: readonly string[]): Promise<void> {
    const target = parseTarget(head);
    if (!target) return answerAndClose(client, 400, 'Bad Request', LAB_NETWORK_MESSAGES.EGRESS_BAD_REQUEST);
    if (!isListed(target.host, allowList))
      return answerAndClose(client, 403, 'Forbidden', LAB_NETWORK_MESSAGES.egressNotListed(target.host));
    const resolved = await this.resolve(target.host);
    if ('refusal' in resolved) return answerAndClose(client, 403, 'Forbidden', resolved.refusal);
    const upstream = await openUpstream(resolved.address, target.port);
    if (!upstream)
      return answerAndClose(client, 502, 'Bad Gateway', LAB_NETWORK_MESSAGES.egressUnreachable(target.host));
    if (head.method === 'CONNECT') {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    } else {
      // One request per connection: a next request on the same connection could name another host.
      const headers = head.headers.filter(([name]) => !/^(proxy-|connection$|keep-alive$)/i.test(name));
      upstream.write(writeRequestHead(head.method, target.path, [...headers, ['Connection', 'close']]));
    }
    if (head.rest.length > 0) upstream.write(head.rest);
    joinSockets(client, upstream);
    client.resume();
  }

  private async resolve(host: string): Promise<Resolved> {
    const pinned = this.options.pinned?.[host.toLowerCase()];
    if (pinned) return { address: pinned };
    let addresses: string[];
    if (isIP(host)) addresses = [host];
    else {
      try {
        addresses = (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
      } catch {
        return { refusal: LAB_NETWORK_MESSAGES.egressUnresolved(host) };
      }
    }
    const [first] = addresses;
    if (!first || addresses.some((address) => isForbiddenAddress(this.forbidden, address)))
      return { refusal: LAB_NETWORK_MESSAGES.egressForbiddenAddress(host) };
    return { address: first };
  }
}

interface Target {
  host: string;
  port: number;
  /** The origin-form path for a forwarded http request. */
  path: string;
}

function parseTarget(head: RequestHead): Target | undefined {
  if (head.method === 'CONNECT') {
    const match = /^(?:\[([^\]]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(head.target);
    const port = Number(match?.[3]);
    const host = match?.[1] ?? match?.[2];
    return host && port > 0 && port < 65536 ? { host, port, path: '' } : undefined;
  }
  try {
    const url = new URL(head.target);
    if (url.protocol !== 'http:' || url.username || url.password) return undefined;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    return { host, port: Number(url.port || 80), path: `${url.pathname}${url.search}` };
  } catch {
    return undefined;
  }
}

function openUpstream(address: string, port: number): Promise<Socket | undefined> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port });
    socket.on('error', () => socket.destroy());
    socket.setTimeout(CONNECT_TIMEOUT_MS, () => socket.destroy());
    socket.once('connect', () => {
      socket.setTimeout(0);
      socket.removeAllListeners('close');
      resolve(socket);
    });
    socket.once('close', () => resolve(undefined));
  });
}
