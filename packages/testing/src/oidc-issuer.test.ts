import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIssuer, type TestIssuer } from './oidc-issuer';

const CLIENT = { clientId: 'app', clientSecret: 'app-secret', redirectUri: 'http://127.0.0.1:9/callback' };

/** An authorization URL with PKCE, and the verifier that redeems its code. */
function authorization(issuer: string) {
  const verifier = randomBytes(32).toString('base64url');
  const url = new URL('/auth', issuer);
  url.search = new URLSearchParams({
    client_id: CLIENT.clientId,
    redirect_uri: CLIENT.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state: 'state-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  return { url: url.toString(), verifier };
}

async function redeem(issuer: string, code: string, verifier: string, method: 'basic' | 'post') {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: CLIENT.redirectUri,
    code_verifier: verifier,
  });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (method === 'basic')
    headers.authorization = `Basic ${Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString('base64')}`;
  else {
    form.set('client_id', CLIENT.clientId);
    form.set('client_secret', CLIENT.clientSecret);
  }
  return fetch(new URL('/token', issuer), { method: 'POST', headers, body: form.toString() });
}

/** The provider's word on the person: the ID token's subject, the rest at userinfo (scope claims). */
async function claimsOf(issuer: string, tokens: Response) {
  const { id_token, access_token } = (await tokens.json()) as { id_token: string; access_token: string };
  const idToken = JSON.parse(Buffer.from(id_token.split('.')[1] as string, 'base64url').toString());
  const userinfo = await fetch(new URL('/me', issuer), {
    headers: { authorization: `Bearer ${access_token}` },
  });
  return { sub: idToken.sub as string, ...((await userinfo.json()) as Record<string, unknown>) };
}

describe('the test OpenID issuer', () => {
  let basic: TestIssuer;
  let post: TestIssuer;
  beforeAll(async () => {
    basic = await startTestIssuer({
      ...CLIENT,
      accounts: { 'pat@acme.example': { email: 'pat@acme.example', email_verified: false, name: 'Pat' } },
    });
    post = await startTestIssuer({ ...CLIENT, tokenEndpointAuthMethod: 'client_secret_post' });
  });
  afterAll(async () => {
    await basic?.close();
    await post?.close();
  });

  it('serves its discovery document at a free loopback port', async () => {
    expect(basic.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(basic.issuer).not.toBe(post.issuer);
    const discovery = (await (await fetch(`${basic.issuer}/.well-known/openid-configuration`)).json()) as {
      issuer: string;
    };
    expect(discovery.issuer).toBe(basic.issuer);
  });

  /** The whole round trip as a relying party makes it: sign in, check the way back, redeem the code. */
  async function roundTrip(issuer: TestIssuer, login: string, method: 'basic' | 'post') {
    const { url, verifier } = authorization(issuer.issuer);
    const back = await issuer.signIn(url, login);
    expect(`${back.origin}${back.pathname}`).toBe(CLIENT.redirectUri);
    expect(back.searchParams.get('state')).toBe('state-1');
    expect(back.searchParams.get('iss')).toBe(issuer.issuer);
    const tokens = await redeem(issuer.issuer, back.searchParams.get('code') as string, verifier, method);
    expect(tokens.status).toBe(200);
    return claimsOf(issuer.issuer, tokens);
  }

  it('signs a login name in, sends the browser back with a code, and says what accounts say', async () => {
    const claims = await roundTrip(basic, 'pat@acme.example', 'basic');
    expect(claims).toMatchObject({ sub: 'pat@acme.example', email_verified: false, name: 'Pat' });
  });

  it('makes any other login name a verified address', async () => {
    const claims = await roundTrip(post, 'sam@acme.example', 'post');
    expect(claims).toMatchObject({ email: 'sam@acme.example', email_verified: true, name: 'Sso User' });
  });
});
