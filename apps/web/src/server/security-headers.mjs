// Security headers the web sends on every response (pages, static files, /api forwards), set by
// server.mjs before Next.js handles the request. Pages get their Content-Security-Policy from
// src/proxy.ts (it needs a nonce per response). Plain JavaScript: server.mjs imports it and
// Node 20 cannot run TypeScript; the values are those of @learnbox/domain's
// BASE_SECURITY_HEADERS, which the test compares.

/** @type {Readonly<Record<string, string>>} */
export const WEB_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * The headers for a public web origin: the base set, plus Strict-Transport-Security (two years)
 * when people open the site over https.
 * @param {string | undefined} publicWebOrigin
 * @returns {Record<string, string>}
 */
export function webSecurityHeaders(publicWebOrigin) {
  const headers = { ...WEB_SECURITY_HEADERS };
  if (publicWebOrigin?.trim().startsWith('https://'))
    headers['strict-transport-security'] = 'max-age=63072000';
  return headers;
}

/**
 * Sets them on a response before Next.js writes it; a header Next.js or the api sets for the
 * same name replaces this one.
 * @param {import('node:http').ServerResponse} response
 * @param {Record<string, string>} headers
 */
export function applySecurityHeaders(response, headers) {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
}
