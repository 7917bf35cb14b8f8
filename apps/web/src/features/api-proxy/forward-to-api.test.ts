import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_BODY_LIMIT_BYTES, bodyLimitFor } from '@learnbox/contracts';
import { API_UNREACHABLE_TEXT } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardToApi } from './forward-to-api';

// A stand-in api: echoes what it received, sets two cookies, and can stream slowly.
let server: Server;
let origin = '';
/** Requests the stand-in api received. */
let received = 0;

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    received += 1;
    if (req.url === '/api/stream') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first;');
      setTimeout(() => res.end('second'), 50);
      return;
    }
    if (req.url === '/api/uploads/0123456789abcdef0123456789abcdef.png') {
      res.writeHead(200, {
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "sandbox; default-src 'none'",
        'cache-control': 'public, max-age=31536000, immutable',
      });
      res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      return;
    }
    if (req.url === '/api/redirect') {
      res.writeHead(302, { location: '/login' }).end();
      return;
    }
    // A forward cut short (a body over the limit) ends the upload midway.
    const body = await readAll(req).catch(() => null);
    if (!body) return;
    res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    res.writeHead(418, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        method: req.method,
        url: req.url,
        cookie: req.headers.cookie,
        forwardedHost: req.headers['x-forwarded-host'],
        bytes: body.length,
      }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

describe('forwardToApi', () => {
  it("passes an uploaded image through with the api's type, nosniff, sandbox policy and cache", async () => {
    const request = new Request('http://localhost:3000/api/uploads/0123456789abcdef0123456789abcdef.png');
    const response = await forwardToApi(request, origin);
    expect(response.status).toBe(200);
    expect(
      Object.fromEntries(
        ['content-type', 'x-content-type-options', 'content-security-policy', 'cache-control'].map((name) => [
          name,
          response.headers.get(name),
        ]),
      ),
    ).toEqual({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });

  it('forwards an image upload over the usual limit to POST /api/uploads (its own limit)', async () => {
    const body = new Uint8Array(3 * API_BODY_LIMIT_BYTES).fill(1);
    const request = new Request('http://localhost:3000/api/uploads?kind=lesson', { method: 'POST', body });
    const response = await forwardToApi(request, origin, null, bodyLimitFor('POST', '/api/uploads'));
    expect(response.status).toBe(418);
    expect((await response.json()).bytes).toBe(body.length);
  });

  it('passes method, path, query, cookies, body, status and every Set-Cookie', async () => {
    const body = new Uint8Array(900 * 1024).fill(7);
    const request = new Request('http://localhost:3000/api/echo?x=1', {
      method: 'POST',
      headers: { cookie: 'session=s', host: 'localhost:3000', expect: '100-continue' },
      body,
    });
    const response = await forwardToApi(request, origin);
    expect(response.status).toBe(418);
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    expect(await response.json()).toEqual({
      method: 'POST',
      url: '/api/echo?x=1',
      cookie: 'session=s',
      forwardedHost: 'localhost:3000',
      bytes: body.length,
    });
  });

  it("refuses a body over the api's limit with the api's 413 and sentence, not a 503", async () => {
    const tooLarge = { errorText: 'The request body is too large.' };
    // Declared: refused before anything is sent.
    const before = received;
    const declared = await forwardToApi(
      new Request('http://localhost:3000/api/echo', {
        method: 'POST',
        headers: { 'content-length': String(API_BODY_LIMIT_BYTES + 1) },
        body: new Uint8Array(API_BODY_LIMIT_BYTES + 1),
      }),
      origin,
    );
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual(tooLarge);
    expect(received).toBe(before);
    // Streamed without a length: cut once the limit has passed.
    const chunk = new Uint8Array(256 * 1024).fill(1);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > 8 * API_BODY_LIMIT_BYTES) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await forwardToApi(
      new Request('http://localhost:3000/api/echo', {
        method: 'POST',
        body: stream,
        duplex: 'half',
      } as RequestInit),
      origin,
    );
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual(tooLarge);
    expect(sent).toBeLessThan(2 * API_BODY_LIMIT_BYTES);
  });

  it('streams the answer as it comes', async () => {
    const response = await forwardToApi(new Request('http://localhost:3000/api/stream'), origin);
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    // The first chunk arrives before the api has finished: nothing buffers the whole body.
    const first = await reader?.read();
    expect(decoder.decode(first?.value)).toBe('first;');
    let rest = '';
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      rest += decoder.decode(chunk.value);
    }
    expect(rest).toBe('second');
  });

  it('hands redirects to the browser instead of following them', async () => {
    const response = await forwardToApi(new Request('http://localhost:3000/api/redirect'), origin);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
  });

  it('answers 503 in the api error shape when the api is down', async () => {
    const response = await forwardToApi(
      new Request('http://localhost:3000/api/health'),
      'http://127.0.0.1:1',
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ errorText: API_UNREACHABLE_TEXT });
  });

  it('answers quietly when the browser has gone away, instead of throwing', async () => {
    const controller = new AbortController();
    const request = new Request('http://localhost:3000/api/stream', { signal: controller.signal });
    controller.abort(new Error('ResponseAborted'));
    const response = await forwardToApi(request, origin);
    expect(response.status).toBe(499);
  });
});
