import {
  API_BODY_LIMIT_BYTES,
  BODY_TOO_LARGE_TEXT as API_BODY_TOO_LARGE_TEXT,
  UPLOAD_BODY_LIMIT_BYTES as API_UPLOAD_BODY_LIMIT_BYTES,
  bodyLimitFor as apiBodyLimitFor,
} from '@learnbox/contracts';
import { describe, expect, it } from 'vitest';
import {
  BODY_LIMIT_BYTES,
  BODY_TOO_LARGE_TEXT,
  bodyLimitFor,
  declaresTooLargeBody,
  MALFORMED_PATH_TEXT,
  NUL_TEXT,
  refusedTarget,
} from './request-guard.mjs';

describe('refusedTarget', () => {
  it.each([
    ['/%', MALFORMED_PATH_TEXT],
    ['/courses/%zz', MALFORMED_PATH_TEXT],
    ['/answers/%E0%A4%A', MALFORMED_PATH_TEXT],
    ['/courses/%ED%A0%80', MALFORMED_PATH_TEXT],
    ['/api/collection/%C0%AF', MALFORMED_PATH_TEXT],
    ['/explore%00', NUL_TEXT],
    ['/explore?q=a%00b', NUL_TEXT],
    ['/explore?q=a\u0000b', NUL_TEXT],
  ])('refuses %s', (target, sentence) => {
    expect(refusedTarget(target)).toBe(sentence);
  });

  it.each([
    '/',
    '/courses/python-basics/values-and-variables',
    '/answers/%E4%B8%AD%E6%96%87',
    '/explore?q=100%',
    '/explore?q=%zz&tag=%E0%A4%A',
    '/api/catalogue?q=c%2B%2B',
  ])('lets %s through', (target) => {
    expect(refusedTarget(target)).toBeNull();
  });
});

describe('the web refuses a declared oversize body as the api does', () => {
  it("uses the api's limit and sentence", () => {
    expect(BODY_LIMIT_BYTES).toBe(API_BODY_LIMIT_BYTES);
    expect(BODY_TOO_LARGE_TEXT).toBe(API_BODY_TOO_LARGE_TEXT);
  });

  it('lets image uploads (POST /api/uploads) send up to the upload limit, and nothing else', () => {
    expect(API_UPLOAD_BODY_LIMIT_BYTES).toBeGreaterThan(API_BODY_LIMIT_BYTES);
    for (const [method, path] of [
      ['POST', '/api/uploads'],
      ['PUT', '/api/uploads'],
      ['POST', '/api/uploads/x'],
      ['POST', '/api/user/login'],
    ] as const)
      expect(bodyLimitFor(method, path), `${method} ${path}`).toBe(apiBodyLimitFor(method, path));
    const declared = (method: string, url: string, length: number) =>
      declaresTooLargeBody({ method, url, headers: { 'content-length': String(length) } } as never);
    expect(declared('POST', '/api/uploads?kind=lesson&id=x', 4 * 1024 * 1024)).toBe(false);
    expect(declared('POST', '/api/uploads?kind=lesson&id=x', API_UPLOAD_BODY_LIMIT_BYTES + 1)).toBe(true);
    expect(declared('POST', '/api/user/login', 4 * 1024 * 1024)).toBe(true);
  });
});
