/**
 * Headers every response of web, api and runner carries (DESIGN.md section 9). The web adds its
 * page Content-Security-Policy; api and runner answer JSON only, so they add JSON_API_POLICY.
 * apps/web/src/server/security-headers.mjs repeats BASE_SECURITY_HEADERS in plain JavaScript
 * (server.mjs cannot load TypeScript); its test keeps the two equal.
 */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Nothing in the product uses these; a compromised or embedded script cannot either.
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** A JSON response is never a document: it may load nothing and be framed by nobody. */
export const JSON_API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Two years; sent only when the site people open is https (a browser ignores it over http). */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** The Strict-Transport-Security value for a public origin, or null when it is not https. */
export function strictTransportSecurity(publicOrigin: string | undefined): string | null {
  return publicOrigin?.startsWith('https://') ? `max-age=${HSTS_MAX_AGE_SECONDS}` : null;
}
