import {
  DomainError,
  isLoopbackHost,
  SSO_ISSUER_MISMATCH_MESSAGE,
  SSO_ISSUER_UNREACHABLE_MESSAGE,
  SSO_ISSUER_URL_MESSAGE,
  STATUS,
} from '@learnbox/domain';
import * as oauth from 'oauth4webapi';

/** How far the api trusts issuer URLs an organization's admin types. */
export interface IssuerPolicy {
  /**
   * http, loopback and private addresses: only on a set-up that is itself on loopback (dev, tests),
   * where the issuer usually runs on the same machine. Elsewhere an admin could otherwise make the
   * api fetch internal addresses (SSRF).
   */
  allowInsecure: boolean;
}

const PRIVATE_IPV4 = /^(10\.|127\.|169\.254\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|0\.)/;
const DISCOVERY_TIMEOUT_MS = 5_000;
const DISCOVERY_TTL_MS = 5 * 60_000;

/** The issuer as a URL the api may fetch, or a 400 with a sentence. */
export function checkIssuerUrl(value: string, policy: IssuerPolicy): URL {
  const url = URL.canParse(value) ? new URL(value) : null;
  const bad = () =>
    new DomainError(SSO_ISSUER_URL_MESSAGE, STATUS.OPERATION_NOT_ALLOWED, { issuer: SSO_ISSUER_URL_MESSAGE });
  if (!url || url.search || url.hash || url.username || url.password) throw bad();
  if (policy.allowInsecure) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw bad();
    return url;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol !== 'https:' || isLoopbackHost(host) || PRIVATE_IPV4.test(host) || host.includes(':'))
    throw bad();
  return url;
}

function requestOptions(policy: IssuerPolicy) {
  return {
    [oauth.allowInsecureRequests]: policy.allowInsecure,
    signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
  };
}

/**
 * Reads and checks the issuer's discovery document (OpenID Connect Discovery 1.0): it must name
 * this exact issuer and give authorization and token endpoints. Cached a few minutes per issuer.
 */
export function createIssuerDirectory(policy: IssuerPolicy) {
  const cache = new Map<string, { server: oauth.AuthorizationServer; at: number }>();
  return {
    policy,
    requestOptions: () => requestOptions(policy),
    async discover(issuer: string, fresh = false): Promise<oauth.AuthorizationServer> {
      const cached = cache.get(issuer);
      if (!fresh && cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.server;
      const url = checkIssuerUrl(issuer, policy);
      let response: Response;
      try {
        response = await oauth.discoveryRequest(url, { algorithm: 'oidc', ...requestOptions(policy) });
      } catch {
        throw new DomainError(SSO_ISSUER_UNREACHABLE_MESSAGE, STATUS.OPERATION_NOT_ALLOWED, {
          issuer: SSO_ISSUER_UNREACHABLE_MESSAGE,
        });
      }
      let server: oauth.AuthorizationServer;
      try {
        server = await oauth.processDiscoveryResponse(url, response);
      } catch (error) {
        const mismatch = (error as { code?: string }).code === oauth.JSON_ATTRIBUTE_COMPARISON;
        const message = mismatch ? SSO_ISSUER_MISMATCH_MESSAGE : SSO_ISSUER_UNREACHABLE_MESSAGE;
        throw new DomainError(message, STATUS.OPERATION_NOT_ALLOWED, { issuer: message });
      }
      if (!server.authorization_endpoint || !server.token_endpoint)
        throw new DomainError(SSO_ISSUER_MISMATCH_MESSAGE, STATUS.OPERATION_NOT_ALLOWED, {
          issuer: SSO_ISSUER_MISMATCH_MESSAGE,
        });
      cache.set(issuer, { server, at: Date.now() });
      return server;
    },
  };
}

export type IssuerDirectory = ReturnType<typeof createIssuerDirectory>;

/** client_secret_basic unless the provider lists only client_secret_post (RFC 8414 default: basic). */
export function clientAuthFor(server: oauth.AuthorizationServer, secret: string): oauth.ClientAuth {
  const methods = server.token_endpoint_auth_methods_supported;
  if (methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post'))
    return oauth.ClientSecretPost(secret);
  return oauth.ClientSecretBasic(secret);
}
