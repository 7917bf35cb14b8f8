import { expect } from 'vitest';
import { linkIn, type TestBrowser } from '../../auth/testing/accounts-test-app';
import { type BillingTestApp, GOOD_CARD, newKey } from '../../commerce/testing';

/** A subscription-only lesson of the seeded catalogue (neither free nor priced, not the preview). */
export const SUBSCRIPTION_LESSON = '/api/collection/bash-essentials/page/loops';

/** Buys a team plan as this browser's user; returns the new organization's id. */
export async function buyTeam(browser: TestBrowser, seats: number, name = 'Team Co'): Promise<string> {
  const res = await browser.post('/api/checkout/team-subscription-buy', {
    idempotency_key: newKey(),
    plan: '200-12-6001',
    seats,
    organization_name: name,
    card: GOOD_CARD,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().transaction.organization_id;
}

/** The token of the newest invitation mailed to this address. */
export async function invitationToken(app: BillingTestApp, email: string): Promise<string> {
  const mails = await app.mailTo(email, 'team-invitation');
  const newest = mails.sort((a, b) => b.id - a.id)[0];
  return decodeURIComponent(new URL(linkIn(newest, '/join-team')).searchParams.get('token') ?? '');
}

export const membersUrl = (organizationId: string) => `/api/organizations/${organizationId}/members`;
export const invitationsUrl = (organizationId: string) => `/api/organizations/${organizationId}/invitations`;
