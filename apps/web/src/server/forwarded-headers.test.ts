import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  applyForwardedHeaders,
  forwardedHeaders,
  normalizeAddress,
  parseTrustedProxies,
} from './forwarded-headers.mjs';

const SPOOFED = {
  'x-forwarded-for': '1.2.3.4, 5.6.7.8',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-port': '443',
  forwarded: 'for=1.2.3.4',
  'x-real-ip': '1.2.3.4',
  'x-country-code': 'IN',
  'cf-ipcountry': 'IN',
};

describe('parseTrustedProxies', () => {
  it('trusts nobody by default', () => {
    for (const list of [undefined, '', ' , ']) {
      const isTrusted = parseTrustedProxies(list);
      expect(isTrusted('127.0.0.1')).toBe(false);
      expect(isTrusted('::1')).toBe(false);
    }
  });

  it('matches addresses and CIDR ranges of both families, IPv4-mapped peers included', () => {
    const isTrusted = parseTrustedProxies(' 10.0.0.0/8, 192.168.1.5 ,fd00::/8, ::1, ::ffff:172.16.0.9');
    expect(isTrusted('10.200.3.4')).toBe(true);
    expect(isTrusted('::ffff:10.200.3.4')).toBe(true);
    expect(isTrusted('::FFFF:192.168.1.5')).toBe(true);
    expect(isTrusted('192.168.1.6')).toBe(false);
    expect(isTrusted('11.0.0.1')).toBe(false);
    expect(isTrusted('fd12:3456::1')).toBe(true);
    expect(isTrusted('fe80::1')).toBe(false);
    expect(isTrusted('::1')).toBe(true);
    expect(isTrusted('172.16.0.9')).toBe(true);
    expect(isTrusted('not an address')).toBe(false);
  });

  it.each(['localhost', '10.0.0.0/33', '::/129', '10.0.0.1/8/8', '10.0.0.0/x', '300.1.1.1'])(
    'refuses %s with a message naming it',
    (entry) => {
      expect(() => parseTrustedProxies(`10.0.0.1,${entry}`)).toThrow(`"${entry}"`);
    },
  );
});

describe('normalizeAddress', () => {
  it('turns IPv4-mapped IPv6 into IPv4 and leaves the rest', () => {
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeAddress('::1')).toBe('::1');
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(normalizeAddress('203.0.113.9')).toBe('203.0.113.9');
  });
});

describe('forwardedHeaders', () => {
  const trustNobody = parseTrustedProxies('');
  const trustProxy = parseTrustedProxies('10.0.0.0/8');

  it('replaces what an untrusted peer claims with its own address and scheme', () => {
    expect(forwardedHeaders(SPOOFED, { remoteAddress: '203.0.113.9' }, trustNobody)).toEqual({
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': undefined,
      'x-forwarded-port': undefined,
      forwarded: undefined,
      'x-real-ip': undefined,
      // The country decides regional prices: only a trusted proxy (a CDN) may name it.
      'x-country-code': undefined,
      'cf-ipcountry': undefined,
    });
  });

  it('does not trust loopback unless told to: a local proxy must be listed', () => {
    const out = forwardedHeaders(SPOOFED, { remoteAddress: '::ffff:127.0.0.1' }, trustNobody);
    expect(out['x-forwarded-for']).toBe('127.0.0.1');
    expect(forwardedHeaders(SPOOFED, { remoteAddress: '::1' }, trustNobody)['x-forwarded-for']).toBe('::1');
  });

  it('gives the real scheme of a TLS connection', () => {
    const out = forwardedHeaders({}, { remoteAddress: '2001:db8::7', encrypted: true }, trustNobody);
    expect(out['x-forwarded-for']).toBe('2001:db8::7');
    expect(out['x-forwarded-proto']).toBe('https');
  });

  it('keeps a trusted proxy chain and appends the proxy itself', () => {
    const out = forwardedHeaders(SPOOFED, { remoteAddress: '::ffff:10.1.2.3' }, trustProxy);
    expect(out).toEqual({ 'x-forwarded-for': '1.2.3.4, 5.6.7.8, 10.1.2.3', 'x-forwarded-proto': 'https' });
    // Host, port, country and the rest are left as the proxy sent them (not in the answer, so untouched).
    expect(Object.keys(out)).not.toContain('x-forwarded-host');
    expect(Object.keys(out)).not.toContain('x-country-code');
  });

  it('starts the chain when a trusted proxy sent none', () => {
    expect(forwardedHeaders({}, { remoteAddress: '10.1.2.3' }, trustProxy)).toEqual({
      'x-forwarded-for': '10.1.2.3',
      'x-forwarded-proto': 'http',
    });
  });

  it('joins repeated header lines', () => {
    const out = forwardedHeaders(
      { 'x-forwarded-for': ['1.1.1.1', '2.2.2.2'] as unknown as string },
      { remoteAddress: '10.0.0.1' },
      trustProxy,
    );
    expect(out['x-forwarded-for']).toBe('1.1.1.1, 2.2.2.2, 10.0.0.1');
  });
});

describe('applyForwardedHeaders', () => {
  it('sets and removes the headers on the request Next.js will read', () => {
    const request = {
      headers: { ...SPOOFED, host: 'learnbox.example' },
      socket: { remoteAddress: '198.51.100.4' },
    } as unknown as IncomingMessage;
    applyForwardedHeaders(request, parseTrustedProxies(''));
    expect(request.headers).toEqual({
      host: 'learnbox.example',
      'x-forwarded-for': '198.51.100.4',
      'x-forwarded-proto': 'http',
    });
  });

  it("keeps a trusted proxy's country header: only such a proxy may set regional prices", () => {
    const request = {
      headers: { 'x-country-code': 'GB', 'cf-ipcountry': 'GB', host: 'learnbox.example' },
      socket: { remoteAddress: '10.1.2.3' },
    } as unknown as IncomingMessage;
    applyForwardedHeaders(request, parseTrustedProxies('10.0.0.0/8'));
    expect(request.headers).toMatchObject({ 'x-country-code': 'GB', 'cf-ipcountry': 'GB' });
  });
});
