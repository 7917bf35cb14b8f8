import { eq, organizations } from '@learnbox/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, type TestBrowser } from '../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp, GOOD_CARD, newKey } from '../commerce/testing';
import { invitationsUrl, invitationToken, SUBSCRIPTION_LESSON } from './testing/team-test-helpers';

describe('enterprise seats: catalogue rules and the plan feature set', () => {
  let app: BillingTestApp;
  let member: TestBrowser;
  let org = '';
  beforeAll(async () => {
    app = await buildBillingTestApp({ EXECUTION_TOKEN_SECRET: 'execution-secret-execution-secret-0123' });
    const admin = await app.login('subscriber@example.com');
    const res = await admin.post('/api/checkout/enterprise-subscription-buy', {
      idempotency_key: newKey(),
      plan: '300-12-6003',
      seats: 5,
      organization_name: 'Enterprise Co',
      card: GOOD_CARD,
    });
    expect(res.statusCode, res.body).toBe(200);
    org = res.json().transaction.organization_id;
    member = await app.login('owner@example.com');
    expect((await member.get('/api/code/authenticate')).statusCode).toBe(403);
    await admin.post(invitationsUrl(org), { emails: ['owner@example.com'] });
    const token = await invitationToken(app, 'owner@example.com');
    expect((await member.post('/api/organizations/invitations/accept', { token })).statusCode).toBe(200);
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  const setCatalogue = (values: Partial<typeof organizations.$inferInsert>) =>
    app.deps.db.update(organizations).set(values).where(eq(organizations.id, org));

  it('a seat on a Premium enterprise plan runs code like a Premium subscriber', async () => {
    const reply = await member.get('/api/code/authenticate');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().tier).toBe('premium');
  });

  it("an enterprise seat opens only the courses the organization's catalogue shows", async () => {
    expect((await member.get(SUBSCRIPTION_LESSON)).statusCode).toBe(200);
    await setCatalogue({ includeAllCourses: false, includedCategoriesList: ['python'] });
    const locked = await member.get(SUBSCRIPTION_LESSON);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().errors).toEqual({ reason: 'subscription_required' });
    await setCatalogue({
      includedCoursesList: [{ author_id: 'ada-author', work_id: 'crs-bash-essentials' }],
    });
    expect((await member.get(SUBSCRIPTION_LESSON)).statusCode).toBe(200);
  });
});
