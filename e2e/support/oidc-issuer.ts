import type { Server } from 'node:http';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (panva's oidc-provider) on loopback, with its development
 * login and consent pages: any login name is accepted and becomes the account's e-mail.
 */
export async function startOidcIssuer(options: {
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): Promise<{ issuer: string; close(): Promise<void> }> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: id, email_verified: true, name: 'Sso User' }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['learnbox-e2e-oidc-cookie-key'] },
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
  const server: Server = provider.listen(options.port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
