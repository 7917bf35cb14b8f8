import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { SCALE_BYPASS_TOKEN, SCALE_WEB_ORIGIN } from './cluster';

const GOOD_CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' };

export interface ScaleLoadOptions {
  users: number;
  /** Users in flight at once. */
  concurrency: number;
  /** Code runs per user (codePerAccount allows 10 per 15 minutes). */
  runsPerUser: number;
  /** Every `checkoutEvery`-th user (0: none) buys a plan, sending one idempotency key this many times at once. */
  checkoutRepeats: number;
  checkoutEvery: number;
}

export interface ScaleLoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  /** One line per failed request; the run must end with none. */
  errors: string[];
  /** Checkout idempotency key -> the transaction ids its replies named (one expected). */
  transactions: Map<string, Set<string>>;
}

/** A made-up client address per user: HAProxy forwards it, so per-address limits are per user. */
function fakeAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${((c ?? 0) % 250) + 1}`;
}

/** The reply fields the load reads (sign-up, user info, code run, checkout); others are ignored. */
interface ReplyBody {
  email?: string;
  stdout?: string;
  transaction?: { transaction_id?: string };
}

interface Reply {
  status: number;
  json: ReplyBody | null;
  text: string;
}

class Client {
  cookie = '';
  constructor(
    private readonly base: string,
    private readonly address: string,
    private readonly counter: { requests: number },
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<Reply> {
    this.counter.requests += 1;
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        origin: SCALE_WEB_ORIGIN,
        'x-forwarded-for': this.address,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookies = res.headers.getSetCookie().map((line) => line.split(';')[0]);
    if (cookies.length) this.cookie = cookies.join('; ');
    const text = await res.text();
    let json: ReplyBody | null = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: `text` says what came back
    }
    return { status: res.status, json, text };
  }
}

/** One learner: signs up, reads their info, runs code, maybe buys a plan with a repeated key. */
async function learner(
  base: string,
  index: number,
  options: ScaleLoadOptions,
  result: ScaleLoadResult,
  counter: { requests: number },
) {
  const client = new Client(base, fakeAddress(), counter);
  const expect = (what: string, ok: boolean, reply: Reply) => {
    if (!ok) result.errors.push(`${what}: ${reply.status} ${reply.text.slice(0, 200)}`);
    return ok;
  };
  const email = `scale-${randomUUID()}@example.com`;
  const signup = await client.call('POST', '/api/user/signup', {
    full_name: `Scale Learner ${index}`,
    email,
    password: `scale-${randomUUID()}`,
    tokens: { bypass_token: SCALE_BYPASS_TOKEN },
  });
  if (!expect('sign-up', signup.status === 200, signup)) return;
  for (let i = 0; i < 3; i += 1) {
    const info = await client.call('GET', '/api/user/info');
    expect('user info', info.status === 200 && info.json?.email === email, info);
  }
  for (let i = 0; i < options.runsPerUser; i += 1) {
    const run = await client.call('POST', '/api/code/execute', {
      language: 'python',
      code: `print(${i} * 7)`,
    });
    expect('code run', run.status === 200 && run.json?.stdout === `${i * 7}\n`, run);
  }
  if (!options.checkoutEvery || index % options.checkoutEvery !== 0) return;
  const key = randomUUID();
  const replies = await Promise.all(
    Array.from({ length: options.checkoutRepeats }, () =>
      client.call('POST', '/api/checkout/subscription-buy', {
        idempotency_key: key,
        plan: '300-12-6000',
        card: GOOD_CARD,
      }),
    ),
  );
  const ids = new Set<string>();
  for (const reply of replies)
    if (expect('same-key checkout', reply.status === 200, reply))
      ids.add(String(reply.json?.transaction?.transaction_id));
  result.transactions.set(key, ids);
}

/** Drives `users` learners through the load balancer, `concurrency` at a time. */
export async function driveScaleLoad(base: string, options: ScaleLoadOptions): Promise<ScaleLoadResult> {
  const result: ScaleLoadResult = {
    requests: 0,
    seconds: 0,
    perSecond: 0,
    errors: [],
    transactions: new Map(),
  };
  const counter = { requests: 0 };
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.users) {
        const index = next;
        next += 1;
        await learner(base, index, options, result, counter).catch((error: Error) =>
          result.errors.push(`learner ${index}: ${error.message}`),
        );
      }
    }),
  );
  result.seconds = (performance.now() - started) / 1000;
  result.requests = counter.requests;
  result.perSecond = counter.requests / result.seconds;
  return result;
}

/**
 * Failed logins from one address, spread over the copies by the balancer: with limits shared in
 * Redis exactly `perIpLimit` (loginPerIp) are answered 401 and the rest 429.
 */
export async function probeSharedLoginLimit(base: string, attempts: number): Promise<Record<number, number>> {
  const counter = { requests: 0 };
  const address = fakeAddress();
  const statuses: Record<number, number> = {};
  for (let sent = 0; sent < attempts; sent += 16) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(16, attempts - sent) }, () =>
        new Client(base, address, counter).call('POST', '/api/user/login', {
          email: `nobody-${randomUUID()}@example.com`,
          password: 'wrong-guess-1234',
          bypass_token: SCALE_BYPASS_TOKEN,
        }),
      ),
    );
    for (const reply of batch) statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
  }
  return statuses;
}

export interface ScaleInvariants {
  /** Charges stored by the test processor, against the number of checkout keys. */
  charges: number;
  /** Outbox rows not sent exactly once. */
  mailNotSentOnce: number;
  /** Jobs the queue stored more than once for one tick or start-up, or ran more than once. */
  duplicateJobs: number;
  /** Start-up billing passes stored (one for all copies). */
  startUpPasses: number;
  jobsCompleted: number;
}

/** Reads the database after a run: the money, mail and job invariants. */
export async function readScaleInvariants(databaseUrl: string): Promise<ScaleInvariants> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (sql: string) => Number((await client.query(sql)).rows[0].n);
    return {
      charges: await one('SELECT count(*) AS n FROM billing_test_charges'),
      mailNotSentOnce: await one(
        `SELECT count(*) AS n FROM mail_outbox WHERE status <> 'sent' OR attempts <> 1`,
      ),
      duplicateJobs: await one(`SELECT count(*) AS n FROM (
          SELECT name FROM pgboss.job WHERE singleton_key IS NOT NULL
          GROUP BY name, singleton_key, singleton_on HAVING count(*) > 1
          UNION ALL SELECT name FROM pgboss.job WHERE retry_count > 0) AS d`),
      startUpPasses: await one(
        `SELECT count(*) AS n FROM pgboss.job WHERE name = 'billing.pass' AND singleton_key = 'start-up'`,
      ),
      jobsCompleted: await one(`SELECT count(*) AS n FROM pgboss.job WHERE state = 'completed'`),
    };
  } finally {
    await client.end();
  }
}
