import { CODE_MESSAGES } from '@learnbox/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  APP_TIMEOUT_MS,
  buildAccountsTestApp,
  type TestBrowser,
} from '../modules/auth/testing/accounts-test-app';

/**
 * Every route of the OpenAPI document, every parameter (path, query, JSON body field), hostile
 * values of every kind, as a visitor and as a signed-in user (with the web's Origin, so writes
 * pass the CSRF check and reach their handlers): no answer may be a 5xx (DESIGN.md section 9).
 * Bounded: a fixed seed and a few runs per route, so it stays well under a minute.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/**
 * The one 5xx that is an honest answer here: this test app has no runner (no execution secret),
 * and the spec's 503 means "external service failed". Anything else at 500+ is a bug.
 */
const isRunnerNotConfigured = (res: { statusCode: number; body: string }) =>
  res.statusCode === 503 && res.body === JSON.stringify({ errorText: CODE_MESSAGES.NOT_CONFIGURED });

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
/** Routes that end the session or are the docs themselves; the session is re-made when lost. */
const SKIPPED = [/^\/api\/docs/];

/** Raw text put straight into a URL: malformed escapes, NUL, control characters, huge. */
const rawUrlText = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%C0%AF',
  '%FF%FE',
  '%0D%0ALocation:%20http://evil.example',
  '%u0041',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(3000),
  '%F0%9F%98%80',
  '-1',
  '1e999',
  'NaN',
  '99999999999999999999999',
  '',
);

/** Hostile strings, sent encoded (so they reach the schema as text). */
const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\r\nX-Injected: 1',
    '\u202e\u200b',
    '用户 données 🧪',
    "' OR 1=1; --",
    '<script>alert(1)</script>',
    '%zz',
    '%E0%A4%A',
    '../../etc/passwd',
    '/中文/é?x=ü#ß',
    '/a\u2028b',
    '/\r\nSet-Cookie: x=1',
    'x'.repeat(100_000),
    '',
    ' ',
    '-1',
    'NaN',
    '1e999',
    'true',
    'null',
    '[]',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

/** Real ids and slugs of the seed, so hostile values elsewhere reach deeper into handlers. */
const seedText = fc.constantFrom(
  'python-basics',
  'modern-javascript',
  'values-and-variables',
  'objects-and-destructuring',
  'crs-modern-javascript',
  'lsn-js-functions',
  'shot-git-stash',
  'git-stash',
  'answers',
  'courses',
  'learner@example.com',
  'org-acme',
  'premium-monthly',
);

const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, 1.5, -0.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A JSON value nested `depth` levels deep. */
const deep = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};

const wrongType = fc.constantFrom<unknown>(
  null,
  true,
  [],
  {},
  ['a', 1, null],
  { $ne: null, __proto__: { admin: true } },
  deep(2000),
  Array.from({ length: 5000 }, (_, index) => index),
);

const anyHostile = fc.oneof(hostileString, hostileNumber, wrongType);

/** A value of the schema's own type most of the time, else a hostile one of any type. */
function valueFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const own: fc.Arbitrary<unknown>[] = [];
  if (schema?.enum?.length) own.push(fc.constantFrom(...schema.enum));
  if (schema?.const !== undefined) own.push(fc.constant(schema.const));
  const types = [schema?.type ?? []].flat();
  if (types.includes('string')) own.push(hostileString, seedText);
  if (types.includes('number') || types.includes('integer')) own.push(hostileNumber);
  if (types.includes('boolean')) own.push(fc.boolean());
  if (types.includes('array')) own.push(fc.array(valueFor(schema?.items), { maxLength: 4 }));
  if (types.includes('object') && schema?.properties) own.push(bodyFor(schema));
  for (const option of [...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])]) own.push(valueFor(option));
  return own.length ? fc.oneof({ arbitrary: fc.oneof(...own), weight: 2 }, anyHostile) : anyHostile;
}

/** An object with every listed field (sometimes left out), each a valueFor its schema. */
function bodyFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const fields = Object.entries(schema.properties ?? {});
  if (fields.length === 0) return anyHostile;
  return fc.record(Object.fromEntries(fields.map(([name, field]) => [name, valueFor(field)])), {
    requiredKeys: [],
  });
}

/** Percent-encodes any text; a lone surrogate (which encodeURIComponent refuses) goes as its raw bytes. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/\p{Cs}/gu, ''))}%ED%A0%80`;
  }
}

/** A query value as text: the string form of a hostile value, or raw bytes put in unencoded. */
const queryValue = (schema: JsonSchema | undefined) => fc.oneof(valueFor(schema).map(encode), rawUrlText);

const pathValue = (schema: JsonSchema | undefined) =>
  fc.oneof(
    valueFor(schema).map((value) => encode(value).slice(0, 2000)),
    rawUrlText,
  );

interface Case {
  url: string;
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string } | null;
}

/** Whole bodies that are wrong before any field is looked at. */
const badBody = fc.constantFrom<Case['body']>(
  { kind: 'raw', text: '{"a": ', type: 'application/json' },
  { kind: 'raw', text: '', type: 'application/json' },
  { kind: 'raw', text: '\u0000', type: 'application/json' },
  { kind: 'raw', text: '[]'.repeat(1), type: 'application/json' },
  { kind: 'raw', text: `${'['.repeat(100_000)}${']'.repeat(100_000)}`, type: 'application/json' },
  { kind: 'raw', text: '{"n": 1e999999}', type: 'application/json' },
  {
    kind: 'raw',
    text: '{"__proto__": {"x": 1}, "constructor": {"prototype": {}}}',
    type: 'application/json',
  },
  { kind: 'raw', text: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { kind: 'raw', text: 'plain text', type: 'text/plain' },
  { kind: 'raw', text: '<x/>', type: 'application/xml' },
  { kind: 'raw', text: '{}', type: 'application/json; charset=latin-7' },
  { kind: 'raw', text: '{}', type: 'multipart/form-data; boundary=x' },
);

function caseFor(path: string, method: string, operation: Operation): fc.Arbitrary<Case> {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = parameters.filter((parameter) => parameter.in === 'query');
  const urlArb = fc
    .tuple(
      fc.tuple(...pathParams.map((parameter) => pathValue(parameter.schema))),
      fc.array(
        fc.oneof(
          ...(queryParams.length
            ? queryParams.map((parameter) =>
                queryValue(parameter.schema).map((value) => `${parameter.name}=${value}`),
              )
            : [rawUrlText.map((value) => `x=${value}`)]),
        ),
        { maxLength: 3 },
      ),
    )
    .map(([values, query]) => {
      let url = path;
      pathParams.forEach((parameter, index) => {
        url = url.replace(`{${parameter.name}}`, values[index] ?? '');
      });
      return query.length ? `${url}?${query.join('&')}` : url;
    });
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const hasBody = method !== 'get' && method !== 'head' && method !== 'options';
  const bodyArb: fc.Arbitrary<Case['body']> = !hasBody
    ? fc.constant(null)
    : fc.oneof(
        {
          arbitrary: (schema ? bodyFor(schema) : anyHostile).map((value) => ({
            kind: 'json' as const,
            value,
          })),
          weight: 3,
        },
        { arbitrary: badBody, weight: 1 },
      );
  return fc.record({ url: urlArb, body: bodyArb });
}

describe('OpenAPI-driven fuzz: no route answers hostile input with a 5xx', () => {
  let app: AccountsTestApp;
  let visitor: TestBrowser;
  let user: TestBrowser;
  let operations: [string, string, Operation][] = [];
  const high = { max: 1_000_000, windowMs: 60_000 };

  beforeAll(async () => {
    app = await buildAccountsTestApp({
      overrides: {
        rateLimits: {
          loginPerIp: high,
          signupPerIp: high,
          mailPerIp: high,
          mailPerAccount: high,
          codePerIp: high,
          loginPerAccount: high,
          sessionRevokePerUser: high,
        },
      },
    });
    const document = app.swagger() as unknown as OpenApiDocument;
    operations = Object.entries(document.paths)
      .filter(([path]) => !SKIPPED.some((pattern) => pattern.test(path)))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]): [string, string, Operation] => [
          path,
          method,
          operation,
        ]),
      );
    visitor = app.browser();
    user = app.browser();
  }, APP_TIMEOUT_MS);
  afterAll(() => app?.dispose());

  /** Signs the user back in when a fuzzed logout or revocation ended the session. */
  async function ensureSignedIn() {
    if (user.jar.size > 0) return;
    const res = await user.post('/api/user/login', {
      email: 'learner@example.com',
      password: 'learnbox-demo',
    });
    expect(res.statusCode).toBe(200);
  }

  async function send(client: TestBrowser, method: string, sample: Case) {
    const headers: Record<string, string> = {};
    let payload: string | undefined;
    if (sample.body?.kind === 'json') {
      payload = JSON.stringify(sample.body.value) ?? 'null';
      headers['content-type'] = 'application/json';
    } else if (sample.body?.kind === 'raw') {
      payload = sample.body.text;
      headers['content-type'] = sample.body.type;
    }
    return client.request({ method: method.toUpperCase() as 'GET', url: sample.url, payload, headers });
  }

  it('reads the routes from the OpenAPI document', () => {
    // A broken document would make the fuzz pass by sending nothing.
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.some(([path]) => path.includes('{'))).toBe(true);
  });

  it('answers every route below 500, as a visitor and signed in', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const [path, method, operation] of operations) {
      await fc
        .assert(
          fc.asyncProperty(caseFor(path, method, operation), fc.boolean(), async (sample, signedIn) => {
            if (signedIn) await ensureSignedIn();
            const res = await send(signedIn ? user : visitor, method, sample);
            const serverError = res.statusCode >= 500 && !isRunnerNotConfigured(res);
            if (serverError) {
              const body = JSON.stringify(sample.body)?.slice(0, 300);
              failures.push(
                `${method.toUpperCase()} ${sample.url.slice(0, 200)} ${body} -> ${res.statusCode}`,
              );
            }
            return !serverError;
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch((error: Error) =>
          failures.push(`${method.toUpperCase()} ${path}: ${error.message.split('\n')[0]}`),
        );
    }
    expect(failures).toEqual([]);
  });
});
