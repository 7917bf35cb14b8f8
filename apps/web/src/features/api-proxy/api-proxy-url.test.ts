import { describe, expect, it } from 'vitest';
import {
  buildApiUrl,
  forwardedRequestHeaders,
  forwardedResponseHeaders,
  INTERNAL_PROXY_HEADER,
} from './api-proxy-url';

describe('buildApiUrl', () => {
  it.each([
    ['http://127.0.0.1:4000', '/api/health', '', 'http://127.0.0.1:4000/api/health'],
    [
      'http://127.0.0.1:4999/',
      '/api/user/info',
      '?x=1&y=%20',
      'http://127.0.0.1:4999/api/user/info?x=1&y=%20',
    ],
    ['https://api.example.com/base', '/api/a%2Fb', '', 'https://api.example.com/base/api/a%2Fb'],
    ['http://h:1', '/api', '', 'http://h:1/api'],
  ])('%s + %s%s', (origin, path, search, expected) => {
    expect(buildApiUrl(origin, path, search)).toBe(expected);
  });

  it('refuses paths outside /api', () => {
    expect(() => buildApiUrl('http://h:1', '/apix', '')).toThrow();
    expect(() => buildApiUrl('http://h:1', '/explore', '')).toThrow();
  });
});

describe('forwarded headers', () => {
  it('drops host and hop-by-hop headers, keeps cookies, adds X-Forwarded-*', () => {
    const incoming = new Headers({
      host: 'localhost:3000',
      connection: 'keep-alive',
      expect: '100-continue',
      cookie: 'a=1; b=2',
      'content-type': 'application/json',
      'x-user-id': '7',
    });
    const out = forwardedRequestHeaders(incoming, new URL('http://localhost:3000/api/x'));
    expect(out.get('host')).toBeNull();
    expect(out.get('connection')).toBeNull();
    expect(out.get('expect')).toBeNull();
    expect(out.get('cookie')).toBe('a=1; b=2');
    expect(out.get('x-user-id')).toBe('7');
    expect(out.get('x-forwarded-host')).toBe('localhost:3000');
    expect(out.get('x-forwarded-proto')).toBe('http');
  });

  it("passes on the host and scheme a trusted proxy named (server.mjs dropped anyone else's)", () => {
    const incoming = new Headers({
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'learnbox.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9, 10.0.0.2',
    });
    const out = forwardedRequestHeaders(incoming, new URL('http://localhost:3000/api/x'));
    expect(out.get('x-forwarded-host')).toBe('learnbox.example');
    expect(out.get('x-forwarded-proto')).toBe('https');
    expect(out.get('x-forwarded-for')).toBe('203.0.113.9, 10.0.0.2');
  });

  it('proves itself to the api with its secret, and never passes on what a browser sent', () => {
    const incoming = new Headers({ host: 'localhost:3000', [INTERNAL_PROXY_HEADER]: 'a guess' });
    const url = new URL('http://localhost:3000/api/x');
    expect(forwardedRequestHeaders(incoming, url, 's'.repeat(32)).get(INTERNAL_PROXY_HEADER)).toBe(
      's'.repeat(32),
    );
    expect(forwardedRequestHeaders(incoming, url).get(INTERNAL_PROXY_HEADER)).toBeNull();
  });

  it('keeps every Set-Cookie and drops the encoding of a body fetch() decoded', () => {
    const upstream = new Headers();
    upstream.append('set-cookie', 'a=1; Path=/');
    upstream.append('set-cookie', 'b=2; Path=/; HttpOnly');
    upstream.set('content-encoding', 'gzip');
    upstream.set('content-length', '12');
    upstream.set('transfer-encoding', 'chunked');
    const out = forwardedResponseHeaders(upstream);
    expect(out.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    expect(out.get('content-encoding')).toBeNull();
    expect(out.get('content-length')).toBeNull();
    expect(out.get('transfer-encoding')).toBeNull();
  });

  it('names the host the browser opened for the api, replacing one the browser sent', () => {
    const incoming = new Headers({
      host: 'acme.teams.localhost:3000',
      'x-learnbox-site-host': 'forged.example',
    });
    const out = forwardedRequestHeaders(incoming, new URL('http://acme.teams.localhost:3000/api/x'));
    expect(out.get('x-learnbox-site-host')).toBe('acme.teams.localhost:3000');
  });

  it('keeps the length of a body that was not encoded', () => {
    const out = forwardedResponseHeaders(new Headers({ 'content-length': '12' }));
    expect(out.get('content-length')).toBe('12');
  });
});
