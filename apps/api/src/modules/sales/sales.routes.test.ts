import { salesLeads } from '@learnbox/db';
import { SALES_MESSAGES } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  APP_TIMEOUT_MS,
  buildAccountsTestApp,
  FROM_WEB,
} from '../auth/testing/accounts-test-app';
import { DEFAULT_SALES_RATE_LIMIT } from './sales.routes';

const LEAD = '/api/business/contact-specialist';
const ESTIMATE = '/api/recruiting-cost/send-result-email';
const SALES = 'leads@example.com';

const lead = {
  name: 'Grace Hopper',
  email: 'Grace@Navy.example',
  company: 'Navy Labs',
  seats: 40,
  message: 'We want Premium for our platform team.',
};
const calculator = {
  hires_per_year: 4,
  average_salary: 120000,
  recruiter_fee_percent: 20,
  interview_hours_per_hire: 30,
  interviewer_hourly_cost: 85,
};

describe('sales: contact a specialist and the recruiting cost estimate', { timeout: APP_TIMEOUT_MS }, () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await buildAccountsTestApp({ config: { SALES_EMAIL: SALES } });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  const send = (method: 'POST' | 'PUT', url: string, payload: object, ip = '10.0.0.1') =>
    app.inject({ method, url, payload, headers: FROM_WEB, remoteAddress: ip });

  it('refuses bad input with sentences, storing and mailing nothing', async () => {
    const cases: [string, object, string][] = [
      [LEAD, { ...lead, name: '  ' }, 'Enter your name.'],
      [LEAD, { ...lead, email: 'not-an-address' }, 'Enter a valid e-mail address.'],
      [LEAD, { ...lead, company: '' }, 'Enter your company.'],
      [LEAD, { ...lead, seats: 0 }, 'from 1 to 100000'],
      [LEAD, { ...lead, seats: 2.5 }, 'from 1 to 100000'],
      [LEAD, { ...lead, message: 'x'.repeat(2001) }, 'at most 2000 characters'],
    ];
    for (const [url, payload, sentence] of cases) {
      const res = await send('POST', url, payload, '10.0.1.1');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(sentence);
    }
    const estimates: [object, string][] = [
      [
        { name: 'Ann', email: 'ann@example.com', calculator: { ...calculator, hires_per_year: 0 } },
        'hire a year',
      ],
      [
        { name: 'Ann', email: 'ann@example.com', calculator: { ...calculator, recruiter_fee_percent: 120 } },
        'recruiting fee',
      ],
      [{ name: '', email: 'ann@example.com', calculator }, 'Enter your name.'],
    ];
    for (const [payload, sentence] of estimates) {
      const res = await send('PUT', ESTIMATE, payload, '10.0.1.2');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(sentence);
    }
    expect(await app.deps.db.select().from(salesLeads)).toHaveLength(0);
    expect(await app.mailTo(SALES, 'sales-lead')).toHaveLength(0);
  });

  it('stores a lead, mails it to the sales address and confirms', async () => {
    const res = await send('POST', LEAD, lead);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SALES_MESSAGES.LEAD_RECEIVED);
    const [stored] = await app.deps.db.select().from(salesLeads);
    expect(stored).toMatchObject({
      id: res.json().id,
      email: 'grace@navy.example',
      company: 'Navy Labs',
      seats: 40,
    });
    const [mail] = await app.mailTo(SALES, 'sales-lead');
    expect(mail?.subject).toBe('New lead: Navy Labs (40 seats)');
    expect(mail?.text).toContain('Work e-mail: grace@navy.example');
    expect(mail?.text).toContain('We want Premium for our platform team.');
  });

  it('mails the recruiting cost estimate computed on the server', async () => {
    const res = await send('PUT', ESTIMATE, { name: 'Ann', email: 'ann@example.com', calculator });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: SALES_MESSAGES.ESTIMATE_SENT,
      yearly_cost: 106200,
      cost_per_hire: 26550,
    });
    const [mail] = await app.mailTo('ann@example.com', 'recruiting-cost');
    expect(mail?.text).toContain('Recruiting cost a year: $106,200');
  });

  it('limits leads per address with a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= DEFAULT_SALES_RATE_LIMIT.max; i += 1) {
      statuses.push((await send('POST', LEAD, { ...lead, company: `Co ${i}` }, '10.0.9.9')).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
