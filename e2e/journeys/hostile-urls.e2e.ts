import { request } from 'node:http';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';

/**
 * Hostile paths, queries and bodies sent to the real web server (server.mjs + Next.js + the api
 * behind it), byte for byte as given: no answer may be a 5xx (DESIGN.md section 9).
 */

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The connection closed before the whole answer arrived. */
  cut?: boolean;
}

/** Sends a raw request target (no URL normalisation) and reads the whole answer. */
function send(
  target: string,
  options: { method?: string; headers?: Record<string, string | number>; body?: Buffer | 'chunked' } = {},
): Promise<Answer> {
  const web = new URL(inject('webUrl'));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: web.hostname,
        port: web.port,
        path: target,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        // A server may close the connection after its error answer while the client is still
        // sending a refused body (RFC 9110 9.6); the status line has arrived, the rest may not.
        res.on('error', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, cut: true }),
        );
      },
    );
    // The server may answer (and close) before it has read a refused body.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    if (options.body === 'chunked') {
      const chunk = Buffer.alloc(256 * 1024, 'a');
      let written = 0;
      const pump = () => {
        while (written < 8 * 1024 * 1024) {
          written += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    } else req.end(options.body);
  });
}

/** Page routes, with `{}` where a hostile segment goes. */
const PAGES = [
  '/{}',
  '/explore{}',
  '/answers/{}',
  '/courses/{}',
  '/courses/python-basics/{}',
  '/path/{}',
  '/checkout/{}',
  '/authorize/{}',
  '/enterprise-signup/{}',
  '/signup-and-reset-password/{}',
  '/api/collection/{}',
  '/api/edpresso/shot/url/answers/{}',
];

const SEGMENTS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%ED%A0%80',
  '%C0%AF',
  '%0D%0ALocation:%20http://evil.example',
  '..%2F..%2Fetc%2Fpasswd',
  '%E4%B8%AD%E6%96%87',
  'a'.repeat(3000),
  '-1',
  '',
];

const QUERIES = [
  '',
  '?q=%',
  '?q=%zz&tag=%E0%A4%A',
  '?q=a%00b',
  '?page=-1&page_size=1e999',
  '?page=99999999999999999999',
  '?returnUrl=%2F%E4%B8%AD%E6%96%87',
  '?page_uri=%2F%E4%B8%AD%E6%96%87&operation=login',
  '?page_uri=%2F%0D%0ASet-Cookie:%20x=1',
  '?q[]=a&q[]=b',
  `?q=${'x'.repeat(5000)}`,
];

describe('hostile URLs and bodies through the web', () => {
  it('answers every page and api path with hostile segments and queries below 500', {
    timeout: 180_000,
  }, async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PAGES),
        fc.constantFrom(...SEGMENTS),
        fc.constantFrom(...QUERIES),
        async (page, segment, query) => {
          const target = `${page.replace('{}', segment)}${query}`;
          const res = await send(target);
          if (res.status >= 500) failures.push(`${target.slice(0, 200)} -> ${res.status}`);
          return true;
        },
      ),
      { seed: 20261124, numRuns: 120 },
    );
    expect(failures).toEqual([]);
  });

  it('refuses a malformed escape or a NUL with 400 and a sentence, in the api shape under /api', async () => {
    const page = await send('/courses/%E0%A4%A');
    expect(page.status).toBe(400);
    expect(page.body).toContain('broken percent-escape');
    const api = await send('/api/collection/%zz');
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body).errorText).toMatch(/percent-escape/);
    expect((await send('/explore?q=a%00b')).status).toBe(400);
  });

  it('answers a sign-in return path with non-Latin-1 characters with a redirect home, not a 500', async () => {
    const res = await send('/api/user/sso/nope?operation=login&page_uri=%2Fanswers%2F%E4%B8%AD%E6%96%87');
    expect(res.status).toBe(302);
    // The one return-path rule keeps percent-encoded ASCII only; the rest goes home.
    expect(res.headers.location).toBe('/');
  });

  it("answers a body over the api's limit with its 413 and sentence, declared or streamed", async () => {
    const origin = new URL(inject('webUrl')).origin;
    const tooLarge = { errorText: 'The request body is too large.' };
    const big = Buffer.alloc(2 * 1024 * 1024, 'a');
    const declared = await send('/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': big.length, origin },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toEqual(tooLarge);
    const streamed = await send('/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', origin },
      body: 'chunked',
    });
    expect(streamed.status).toBe(413);
    if (!streamed.cut) expect(JSON.parse(streamed.body)).toEqual(tooLarge);
  });

  it('answers over-long URLs and headers with a 4xx', async () => {
    expect((await send(`/explore?q=${'x'.repeat(40_000)}`)).status).toBeLessThan(500);
    const headers = await send('/explore', { headers: { 'x-big': 'y'.repeat(40_000) } });
    expect(headers.status).toBe(431);
  });
});
