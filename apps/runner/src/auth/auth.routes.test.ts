import { signExecutionToken } from '@learnbox/domain';
import { EXECUTION_MESSAGES } from '@learnbox/domain/errors/messages';
import { EXECUTION_TOKEN_MESSAGES } from '@learnbox/domain/execution/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRunner, type TestRunner } from '../testing/test-runner';

let runner: TestRunner;
beforeAll(async () => {
  runner = await startTestRunner();
});
afterAll(() => runner?.close());

const hello = { language: 'python', code: 'print("hi")' };
const inject = (headers: Record<string, string>, payload: unknown = hello, url = '/code/execute') =>
  runner.app.inject({ method: 'POST', url, headers, payload: payload as string });

describe('execution token', () => {
  it.each(['/code/execute', '/code/judge', '/code_test/execute'])(
    'is required on %s: 401 without it',
    async (url) => {
      const reply = await inject({}, hello, url);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ errorText: EXECUTION_TOKEN_MESSAGES.MISSING });
    },
  );

  it('refuses a token signed with another secret: 401', async () => {
    const forged = await signExecutionToken(
      {
        userId: 'learner-1',
        tier: 'premium',
        caller: 'learner-1',
        runTier: 'paid',
        expiresAt: Date.now() + 60_000,
      },
      'not-the-runner-secret-but-long-enough',
    );
    const reply = await inject({ 'x-proxy-authorization': forged });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ errorText: EXECUTION_TOKEN_MESSAGES.INVALID });
  });

  it('refuses garbage: 401', async () => {
    const reply = await inject({ 'x-proxy-authorization': 'not.a-token' });
    expect(reply.statusCode).toBe(401);
  });

  it('answers 511 to an expired token, so the client fetches a new one', async () => {
    const expired = await signExecutionToken(
      {
        userId: 'learner-1',
        tier: 'premium',
        caller: 'learner-1',
        runTier: 'paid',
        expiresAt: Date.now() - 1,
      },
      runner.secret,
    );
    const reply = await inject({ 'x-proxy-authorization': expired });
    expect(reply.statusCode).toBe(511);
    expect(reply.json()).toEqual({ errorText: EXECUTION_TOKEN_MESSAGES.EXPIRED });
  });

  it('accepts a valid token, with or without "Bearer" and with the matching X-User-Id', async () => {
    const variants: Record<string, string>[] = [
      { 'x-proxy-authorization': runner.token },
      {
        'x-proxy-authorization': `Bearer ${runner.token}`,
        'x-user-id': 'learner-1',
        'x-use-testbox': 'true',
      },
    ];
    for (const headers of variants) {
      const reply = await inject(headers);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ status: 'ok', stdout: 'hi\n' });
      expect(reply.headers['x-testbox']).toBe(headers['x-use-testbox'] ? '1' : undefined);
    }
  });

  it('refuses a token used for another X-User-Id: 401', async () => {
    const reply = await inject({ 'x-proxy-authorization': runner.token, 'x-user-id': 'someone-else' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ errorText: EXECUTION_TOKEN_MESSAGES.WRONG_USER });
  });

  it('leaves /health and /runtimes open', async () => {
    expect((await runner.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
    expect((await runner.app.inject({ url: '/runtimes' })).statusCode).toBe(200);
  });
});

describe('code length (spec section 9: 32768 characters)', () => {
  const ofLength = (n: number) => `#${'x'.repeat(n - 1)}`;

  it('accepts exactly 32768 characters', async () => {
    const reply = await runner.execute({ language: 'python', code: ofLength(32768) });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ status: 'ok' });
  });

  it('refuses 32769 characters with the exact message', async () => {
    const reply = await runner.execute({ language: 'python', code: ofLength(32769) });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      errorText: 'Code is too long. Please reduce the code size to be within limit (32768 characters).',
    });
    expect(reply.json().errorText).toBe(EXECUTION_MESSAGES.CODE_TOO_LONG);
  });

  it('counts every file of a multi-file program', async () => {
    const half = 'x'.repeat(16385);
    const reply = await runner.execute({
      language: 'python',
      files: [
        { name: 'main.py', content: `#${half}` },
        { name: 'other.py', content: `#${half}` },
      ],
    });
    expect(reply.json()).toEqual({ errorText: EXECUTION_MESSAGES.CODE_TOO_LONG });
  });
});

describe('malformed requests get 400 and a sentence, never a stack', () => {
  it.each([
    ['invalid JSON', '{"language": "python", "code": ', 'The request body is not valid JSON.'],
    ['an unknown language', { language: 'cobol', code: 'x' }, /language/],
    [
      'neither code nor files',
      { language: 'python' },
      'Send the program either as "code" or as "files", not both and not neither.',
    ],
    [
      'both code and files',
      { language: 'python', code: 'x', files: [{ name: 'a.py', content: '' }] },
      /either/,
    ],
    ['a wrong type', { language: 'python', code: 42 }, /code/],
    [
      'a path escaping the work dir',
      { language: 'python', files: [{ name: '../etc/passwd', content: '' }] },
      /file name/,
    ],
    ['an absolute path', { language: 'python', files: [{ name: '/etc/passwd', content: '' }] }, /file name/],
    [
      'a duplicate file',
      {
        language: 'python',
        files: [
          { name: 'a.py', content: '' },
          { name: 'a.py', content: '' },
        ],
      },
      /more than once/,
    ],
    [
      'a main file that was not sent',
      { language: 'python', files: [{ name: 'a.py', content: '' }], mainFile: 'b.py' },
      /main file/,
    ],
    [
      'a limit above the maximum',
      { language: 'python', code: 'x', limits: { memoryMb: 1_000_000 } },
      /at most/,
    ],
    ['an empty body', '', /empty|JSON/],
    ['an argument with a NUL character', { language: 'python', code: 'x', args: ['a\u0000b'] }, /NUL/],
  ])('%s', async (_name, payload, message) => {
    const reply = await runner.app.inject({
      method: 'POST',
      url: '/code/execute',
      headers: { 'x-proxy-authorization': runner.token, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(reply.statusCode).toBe(400);
    const body = reply.json();
    expect(Object.keys(body)).toEqual(['errorText']);
    expect(body.errorText).toMatch(
      message instanceof RegExp ? message : new RegExp(`^${escapeRegExp(message)}$`),
    );
    expect(body.errorText).not.toMatch(/\n\s+at /);
  });

  it('refuses a body that is not JSON', async () => {
    const reply = await runner.app.inject({
      method: 'POST',
      url: '/code/execute',
      headers: { 'x-proxy-authorization': runner.token, 'content-type': 'text/plain' },
      payload: 'print(1)',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errorText).toMatch(/JSON/);
  });

  it('answers an unknown route with 404 and errorText', async () => {
    const reply = await runner.app.inject({ url: '/nope' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ errorText: 'Not found.' });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('direct runs from the web origin (CORS)', () => {
  const web = 'http://localhost:3000';

  it('answers the preflight of an allowed origin before the token check', async () => {
    const reply = await runner.app.inject({
      method: 'OPTIONS',
      url: '/code/execute',
      headers: { origin: web, 'access-control-request-method': 'POST' },
    });
    expect(reply.statusCode).toBe(204);
    expect(reply.headers['access-control-allow-origin']).toBe(web);
    expect(String(reply.headers['access-control-allow-headers'])).toContain('x-proxy-authorization');
  });

  it('lets the browser read a run it made with a token', async () => {
    const reply = await inject({ 'x-proxy-authorization': runner.token, origin: web });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBe(web);
  });

  it('grants nothing to another origin', async () => {
    const reply = await runner.app.inject({
      method: 'OPTIONS',
      url: '/code/execute',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    expect(reply.statusCode).not.toBe(204);
  });
});
