import type { IncomingHttpHeaders } from 'node:http';
import type { RequestPeer } from '../../../platform/http/forwarded-trust';
import type { IpCountryLookup } from './ip-country-lookup';

/**
 * Headers in which a proxy or CDN in front of us names the client's country. Believed only from a
 * configured trusted proxy (this file is the api's one rule for them); the web forwarder drops them
 * from anyone else (apps/web/src/server/forwarded-headers.mjs).
 */
export const COUNTRY_HEADERS = ['x-country-code', 'cf-ipcountry'] as const;

/** What country resolution reads of a request; a Fastify request has all of it. */
export interface CountryRequest {
  /** The client address: the rightmost hop not among the trusted proxies (Fastify trustProxy). */
  ip: string;
  /** Every hop from the socket peer to the client, as trustProxy walked them (closest first). */
  ips?: string[] | undefined;
  /** Who the socket peer is (http/forwarded-trust.ts): the web, a TRUSTED_PROXIES proxy, or a client. */
  peer: RequestPeer;
  headers: IncomingHttpHeaders;
}

/**
 * The country a request's prices are for (REGIONAL_DISCOUNTS, REGIONAL_CURRENCIES). Money never
 * depends on what the client says (DESIGN.md section 9): only a configured proxy's header or a
 * server-side lookup of the client address decides it.
 */
export interface CountryResolver {
  countryOf(request: CountryRequest): string | null;
}

/** A two-letter country code from a header value, or null (absent, repeated, 'T1', 'XX'...). */
export function countryFromHeaders(headers: IncomingHttpHeaders): string | null {
  for (const name of COUNTRY_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim())) {
      const code = value.trim().toUpperCase();
      // 'XX' is the CDNs' "unknown": fall through to our own lookup instead.
      if (code !== 'XX') return code;
    }
  }
  return null;
}

/**
 * The header is believed when the hop that took the request from the client (the one just before
 * it in the chain trustProxy walked) is a configured TRUSTED_PROXIES entry: that is the edge that
 * saw the client's connection and set the header. The web never qualifies, even when its address
 * is listed: proving INTERNAL_PROXY_SECRET makes its X-Forwarded-For believed, but a country it
 * forwards counts only when a configured proxy in front of it (a later hop) is the edge, so the
 * web is never the source of a country a client chose. A client talking to the api directly
 * (its forwarded headers already removed) never qualifies either; then the client address is
 * looked up.
 */
export function createCountryResolver(options: {
  isConfiguredProxy: (address: string) => boolean;
  lookup: IpCountryLookup;
}): CountryResolver {
  return {
    countryOf(request) {
      if (request.peer !== 'client') {
        const hops = request.ips && request.ips.length > 0 ? request.ips : [request.ip];
        const edgeHop = hops.length - 2;
        // Hop 0 is the socket peer: an edge only when it is a proxy itself, never the web.
        const firstEdgeHop = request.peer === 'web' ? 1 : 0;
        const edge = edgeHop >= firstEdgeHop ? hops[edgeHop] : undefined;
        if (edge !== undefined && options.isConfiguredProxy(edge)) {
          const told = countryFromHeaders(request.headers);
          if (told) return told;
        }
      }
      return options.lookup(request.ip);
    },
  };
}
