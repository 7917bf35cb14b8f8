import { isLoopbackHost as domainIsLoopbackHost } from '@learnbox/domain';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs shared with `npm start`, it has no type declarations
import { connectHost, DEFAULT_HOST, describeBinding, isLoopbackHost } from '../scripts/lib/stack.mjs';

const PORTS = { web: 3000, api: 4000, runner: 4100 };

describe('npm start: where the stack listens', () => {
  it('binds to loopback by default and says so', () => {
    expect(DEFAULT_HOST).toBe('127.0.0.1');
    expect(describeBinding(DEFAULT_HOST, PORTS)).toBe(
      'web http://127.0.0.1:3000, api 127.0.0.1:4000, runner 127.0.0.1:4100 (loopback only; set HOST=0.0.0.0 to expose)',
    );
  });

  it('says when HOST exposes it to the network', () => {
    expect(describeBinding('0.0.0.0', PORTS)).toBe(
      'web http://0.0.0.0:3000, api 0.0.0.0:4000, runner 0.0.0.0:4100 (reachable from the network; unset HOST to keep it on this machine)',
    );
    expect(describeBinding('::', PORTS)).toContain('web http://[::]:3000');
  });

  it('reaches a wildcard listen address on loopback, and a specific one on itself', () => {
    expect(connectHost('0.0.0.0')).toBe('127.0.0.1');
    expect(connectHost('::')).toBe('[::1]');
    expect(connectHost('::1')).toBe('[::1]');
    expect(connectHost('192.168.1.20')).toBe('192.168.1.20');
  });

  it('reads loopback exactly as the apps do (packages/domain)', () => {
    const hosts = ['127.0.0.1', '127.9.9.9', '::1', '[::1]', 'localhost', '0.0.0.0', '::', '10.0.0.1'];
    for (const host of [...hosts, '127.learnbox.example', 'app.localhost'])
      expect(isLoopbackHost(host), host).toBe(domainIsLoopbackHost(host));
  });
});
