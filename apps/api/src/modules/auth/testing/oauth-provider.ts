import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the provider says about the person who signs in. */
export interface ProviderProfile {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface OAuthProvider {
  /** The issuer URL to configure as OIDC_ISSUER (discovery is served under it). */
  issuer: string;
  /** Signs the next person in: returns the authorization code the callback will carry. */
  issueCode(profile: ProviderProfile): string;
  close(): Promise<void>;
}

/**
 * A small OAuth 2.0 provider on loopback with a discovery document, a token endpoint and a user-info
 * endpoint, so the engine's real sign-in code runs end to end (discovery, code exchange, user info,
 * account linking) without reaching the internet. The authorization step is skipped: the test
 * plays the browser coming back with a code, as a real provider would send it.
 */
export async function startOAuthProvider(): Promise<OAuthProvider> {
  const codes = new Map<string, ProviderProfile>();
  const tokens = new Map<string, ProviderProfile>();
  let base = '';
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: base,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        userinfo_endpoint: `${base}/userinfo`,
      });
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const code = new URLSearchParams(body).get('code') ?? '';
        const profile = codes.get(code);
        codes.delete(code);
        if (!profile) return json(400, { error: 'invalid_grant' });
        const accessToken = randomBytes(16).toString('hex');
        tokens.set(accessToken, profile);
        return json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
      });
      return;
    }
    if (url.pathname === '/userinfo') {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const profile = tokens.get(token);
      if (!profile) return json(401, { error: 'invalid_token' });
      // Plain OAuth 2.0 (no ID token): the engine names the account by `id`.
      return json(200, { id: profile.sub, ...profile });
    }
    return json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer: base,
    issueCode(profile) {
      const code = randomBytes(16).toString('hex');
      codes.set(code, profile);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
