import { orgHostSettingsReplySchema } from '@learnbox/contracts';
import {
  SSO_ISSUER_MISMATCH_MESSAGE,
  SSO_ISSUER_UNREACHABLE_MESSAGE,
  SSO_ISSUER_URL_MESSAGE,
  SSO_SECRET_REQUIRED_MESSAGE,
  SUBDOMAIN_TAKEN_MESSAGE,
} from '@learnbox/domain';
import { startTestIssuer, type TestIssuer } from '@learnbox/testing/oidc-issuer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, type TestBrowser } from '../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp } from '../commerce/testing';
import { buyTeam, membersUrl } from '../organizations/testing/team-test-helpers';

const ACME = 'org_acme';
const SECRET = 'client-secret-that-must-never-come-back-0123';
const REDIRECT_URI = 'http://acme.teams.localhost:3000/api/org-sso/callback';
const settingsUrl = (organizationId: string) => `/api/organizations/${organizationId}/host-settings`;

describe('organization host and SSO settings: roles, secrecy, bad input', () => {
  let app: BillingTestApp;
  let issuer: TestIssuer;
  let admin: TestBrowser;
  let manager: TestBrowser;
  let outsider: TestBrowser;
  let otherAdmin: TestBrowser;
  let otherOrg = '';
  const everyReply: string[] = [];

  beforeAll(async () => {
    app = await buildBillingTestApp();
    issuer = await startTestIssuer({ clientId: 'acme-app', clientSecret: SECRET, redirectUri: REDIRECT_URI });
    admin = await app.login('admin@example.com');
    const members = (await admin.get(membersUrl(ACME))).json().members as {
      user_id: string;
      email: string;
    }[];
    const memberId = members.find((member) => member.email === 'member@example.com')?.user_id;
    const promote = await admin.request({
      method: 'PATCH',
      url: `${membersUrl(ACME)}/${memberId}`,
      payload: { is_manager: true },
    });
    expect(promote.statusCode, promote.body).toBe(200);
    manager = await app.login('member@example.com');
    outsider = await app.login('subscriber@example.com');
    otherAdmin = await app.login('learner@example.com');
    otherOrg = await buyTeam(otherAdmin, 2, 'Other Org');
  }, APP_TIMEOUT_MS);
  afterAll(async () => {
    // Whatever happened, no reply of any kind carried the client secret.
    for (const body of everyReply) expect(body).not.toContain(SECRET);
    await issuer?.close();
    await app.dispose();
  });

  const call = async (
    browser: TestBrowser,
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    const res = await browser.request({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
    } as never);
    everyReply.push(res.body, JSON.stringify(res.headers));
    return res;
  };
  const saveSso = (browser: TestBrowser, body: unknown, org = ACME) =>
    call(browser, 'PUT', `${settingsUrl(org)}/sso`, body);

  it('lets the admin set the provider after reading its discovery document, and never returns the secret', async () => {
    const saved = await saveSso(admin, {
      issuer: issuer.issuer,
      client_id: 'acme-app',
      client_secret: SECRET,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const reply = orgHostSettingsReplySchema.parse(saved.json());
    expect(reply).toMatchObject({
      subdomain: 'acme',
      host_origin: 'http://acme.teams.localhost:3000',
      sso: {
        configured: true,
        issuer: issuer.issuer,
        client_id: 'acme-app',
        has_client_secret: true,
        redirect_uri: REDIRECT_URI,
      },
    });
    const read = await call(admin, 'GET', settingsUrl(ACME));
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain(SECRET);
    // Left out, the stored secret is kept.
    const renamed = await saveSso(admin, { issuer: issuer.issuer, client_id: 'acme-app' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().sso.has_client_secret).toBe(true);
    const host = await call(app.browser(), 'GET', '/api/org-hosts/acme');
    expect(host.json()).toMatchObject({ name: 'Acme Engineering', sso_enabled: true });
  });

  it('gives a manager 403, a non-member and another organization’s admin 404, a visitor 401', async () => {
    const missing = await call(otherAdmin, 'GET', settingsUrl('org_does_not_exist'));
    expect(missing.statusCode).toBe(404);
    const body = { issuer: issuer.issuer, client_id: 'x', client_secret: 'y' };
    for (const [browser, status] of [
      [manager, 403],
      [outsider, 404],
      [otherAdmin, 404],
      [app.browser(), 401],
    ] as const) {
      const replies = [
        await call(browser, 'GET', settingsUrl(ACME)),
        await saveSso(browser, body),
        await call(browser, 'DELETE', `${settingsUrl(ACME)}/sso`),
        await call(browser, 'PUT', `${settingsUrl(ACME)}/host`, { subdomain: 'mine', brand_color: null }),
      ];
      for (const reply of replies) {
        expect(reply.statusCode, reply.body).toBe(status);
        if (status === 404) expect(reply.json().errorText).toBe(missing.json().errorText);
      }
    }
    // Nothing changed.
    expect((await call(admin, 'GET', settingsUrl(ACME))).json().sso.client_id).toBe('acme-app');
    // The other organization's admin manages their own organization.
    expect((await call(otherAdmin, 'GET', settingsUrl(otherOrg))).json().sso.configured).toBe(false);
  });

  it('refuses bad input with a sentence, never a 5xx', async () => {
    const cases: [unknown, string | null][] = [
      [{}, null],
      [{ issuer: 'not a url', client_id: 'a', client_secret: 'b' }, null],
      [{ issuer: 'ftp://id.example', client_id: 'a', client_secret: 'b' }, SSO_ISSUER_URL_MESSAGE],
      [{ issuer: `${issuer.issuer}?x=1`, client_id: 'a', client_secret: 'b' }, SSO_ISSUER_URL_MESSAGE],
      [{ issuer: issuer.issuer, client_id: '', client_secret: 'b' }, null],
      [{ issuer: issuer.issuer, client_id: 'a'.repeat(301), client_secret: 'b' }, null],
      [{ issuer: issuer.issuer, client_id: ['a'], client_secret: 'b' }, null],
      // Nothing answers there.
      [
        { issuer: 'http://127.0.0.1:9/realms/x', client_id: 'a', client_secret: 'b' },
        SSO_ISSUER_UNREACHABLE_MESSAGE,
      ],
      // Something answers, but not an OpenID configuration.
      [
        { issuer: `${issuer.issuer}/nothing`, client_id: 'a', client_secret: 'b' },
        SSO_ISSUER_UNREACHABLE_MESSAGE,
      ],
    ];
    for (const [body, sentence] of cases) {
      const res = await saveSso(otherAdmin, body, otherOrg);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(400);
      expect(res.json().errorText.length).toBeGreaterThan(10);
      if (sentence) expect(res.json().errorText).toBe(sentence);
    }
    // A first save needs the secret.
    const noSecret = await saveSso(otherAdmin, { issuer: issuer.issuer, client_id: 'a' }, otherOrg);
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json().errorText).toBe(SSO_SECRET_REQUIRED_MESSAGE);
    const bad = [
      await call(otherAdmin, 'PUT', `${settingsUrl(otherOrg)}/host`, {
        subdomain: 'Not_Valid',
        brand_color: null,
      }),
      await call(otherAdmin, 'PUT', `${settingsUrl(otherOrg)}/host`, { subdomain: 'ok', brand_color: 'red' }),
      await call(otherAdmin, 'PUT', `${settingsUrl(otherOrg)}/host`, {
        subdomain: 'x'.repeat(64),
        brand_color: null,
      }),
      await call(otherAdmin, 'GET', settingsUrl("x'; drop table organizations;--")),
      await call(app.browser(), 'GET', '/api/org-hosts/Bad_Host'),
    ];
    for (const res of bad) expect(res.statusCode, res.body).toBe(400);
    expect((await call(app.browser(), 'GET', '/api/org-hosts/nobody-here')).statusCode).toBe(404);
  });

  it('names an issuer whose discovery document names another issuer', async () => {
    // The same provider reached as localhost: its document names 127.0.0.1, so it is not this issuer.
    const other = issuer.issuer.replace('127.0.0.1', 'localhost');
    const res = await saveSso(otherAdmin, { issuer: other, client_id: 'a', client_secret: 'b' }, otherOrg);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errorText).toBe(SSO_ISSUER_MISMATCH_MESSAGE);
    expect((await call(otherAdmin, 'GET', settingsUrl(otherOrg))).json().sso.configured).toBe(false);
  });

  it('sets subdomain and brand colour, refuses a taken subdomain, and turns SSO off', async () => {
    const taken = await call(otherAdmin, 'PUT', `${settingsUrl(otherOrg)}/host`, {
      subdomain: 'acme',
      brand_color: null,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorText).toBe(SUBDOMAIN_TAKEN_MESSAGE);
    const set = await call(otherAdmin, 'PUT', `${settingsUrl(otherOrg)}/host`, {
      subdomain: 'Other-Org',
      brand_color: '#0F766E',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ subdomain: 'other-org', brand_color: '#0f766e' });
    expect((await call(app.browser(), 'GET', '/api/org-hosts/other-org')).json()).toMatchObject({
      name: 'Other Org',
      brand_color: '#0f766e',
      sso_enabled: false,
    });
    const off = await call(admin, 'DELETE', `${settingsUrl(ACME)}/sso`);
    expect(off.statusCode).toBe(200);
    expect(off.json().sso).toMatchObject({ configured: false, has_client_secret: false });
    expect((await call(app.browser(), 'GET', '/api/org-hosts/acme')).json().sso_enabled).toBe(false);
  });
});
