import type { ServerResponse } from 'node:http';
import { BASE_SECURITY_HEADERS } from '@learnbox/domain';
import { describe, expect, it } from 'vitest';
import { applySecurityHeaders, WEB_SECURITY_HEADERS, webSecurityHeaders } from './security-headers.mjs';

describe('web security headers', () => {
  it('are the same base set as api and runner send', () => {
    expect(WEB_SECURITY_HEADERS).toEqual(BASE_SECURITY_HEADERS);
  });

  it('add Strict-Transport-Security only when the public origin is https', () => {
    expect(webSecurityHeaders('https://learnbox.example')['strict-transport-security']).toBe(
      'max-age=63072000',
    );
    for (const origin of [undefined, '', 'http://localhost:3000']) {
      expect(webSecurityHeaders(origin)).toEqual(WEB_SECURITY_HEADERS);
    }
  });

  it('are set on the response', () => {
    const set = new Map<string, string>();
    const response = { setHeader: (name: string, value: string) => set.set(name, value) };
    applySecurityHeaders(response as unknown as ServerResponse, webSecurityHeaders('https://x.example'));
    expect(set.get('x-content-type-options')).toBe('nosniff');
    expect(set.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(set.get('permissions-policy')).toContain('camera=()');
    expect(set.get('strict-transport-security')).toBe('max-age=63072000');
  });
});
