// oidc-provider ships no type declarations; the test issuer uses only this much of it.
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
  }

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  interface Configuration {
    clients: ClientMetadata[];
    findAccount(ctx: unknown, id: string): Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    cookies?: { keys: string[] };
    features?: Record<string, { enabled: boolean }>;
    pkce?: { required?: () => boolean };
    ttl?: Record<string, number>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    proxy: boolean;
    listen(port: number, host?: string): Server;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
}
