/// <reference path="./oidc-provider.d.ts" />
// The reference brings the provider's declarations along into every program that imports this file
// (the api's tests, the e2e journeys): their tsconfigs do not include this package's folder.
import type { Server } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import Provider from 'oidc-provider';

/** What the provider says about a login name; by default the name is a verified address. */
export interface IssuerAccount {
  email: string;
  email_verified: boolean;
  name: string;
}

export interface TestIssuer {
  issuer: string;
  close(): Promise<void>;
  /**
   * Plays the browser at the provider: opens the authorization URL, submits the development login
   * form as `login` and the consent form, and returns the URL the provider sends the browser back
   * to (the redirect URI with code, state and iss), without following it.
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
}

export interface TestIssuerOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** A fixed port, when the issuer URL is configured before the provider starts; else a free one. */
  port?: number;
  /** How the one client authenticates at the token endpoint (client_secret_basic by default). */
  tokenEndpointAuthMethod?: 'client_secret_basic' | 'client_secret_post';
  accounts?: Record<string, IssuerAccount>;
}

/** A port nobody listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A real OpenID Connect provider (panva's oidc-provider) on loopback: a discovery document, signed
 * ID tokens, PKCE, its development login and consent pages. Any login name is accepted and, unless
 * `accounts` says otherwise, becomes the account's verified e-mail.
 */
export async function startTestIssuer(options: TestIssuerOptions): Promise<TestIssuer> {
  // The issuer URL must be known before the provider is made: take the port first.
  const port = options.port ?? (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: options.tokenEndpointAuthMethod ?? 'client_secret_basic',
      },
    ],
    findAccount: async (_ctx, id) => {
      const account = options.accounts?.[id] ?? { email: id, email_verified: true, name: 'Sso User' };
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['learnbox-test-oidc-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    // Explicit lifetimes (seconds) keep the provider from logging a notice for each default.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  });
  const server: Server = provider.listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));

  async function signIn(authorizationUrl: string, login: string): Promise<URL> {
    const jar = new Map<string, string>();
    const send = async (url: URL, init: RequestInit = {}) => {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';', 1);
        const [name, ...rest] = (pair as string).split('=');
        const value = rest.join('=');
        if (!name) continue;
        if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name.trim());
        else jar.set(name.trim(), value);
      }
      return response;
    };
    let response = await send(new URL(authorizationUrl));
    for (let step = 0; step < 20; step++) {
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, issuer);
        if (next.origin !== issuer) return next;
        response = await send(next);
        continue;
      }
      const html = await response.text();
      const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
      const prompt = html.match(/name="prompt" value="([a-z]+)"/)?.[1];
      if (!action || !prompt)
        throw new Error(`The provider answered ${response.status}: ${html.slice(0, 300)}`);
      const form = new URLSearchParams({ prompt });
      if (prompt === 'login') {
        form.set('login', login);
        form.set('password', 'any');
      }
      response = await send(new URL(action, issuer), {
        method: 'POST',
        body: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    }
    throw new Error('The provider never sent the browser back.');
  }

  return {
    issuer,
    signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
