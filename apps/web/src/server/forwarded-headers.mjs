// Which client address and X-Forwarded-* headers the web passes on to Next.js and the api.
// Next.js fills these headers only when they are absent (`??=`), so without this whatever a client
// sent would be believed, and the api's per-address rate limits would key on a value the client
// chose. Plain JavaScript: server.mjs imports it and Node 20 cannot run TypeScript.
import { isIP } from 'node:net';
import proxyaddr from 'proxy-addr';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) as `1.2.3.4`, so one client has one
 * address whichever way it connected.
 * @param {string} address
 * @returns {string}
 */
export function normalizeAddress(address) {
  return IPV4_MAPPED.exec(address)?.[1] ?? address;
}

/**
 * Parses TRUSTED_PROXIES: comma-separated IP addresses and CIDR ranges of the reverse proxies
 * allowed to tell the web who the client is. Throws naming the first entry that is neither.
 * Matching is `proxy-addr`'s (as the api's), IPv4-mapped IPv6 and both families included; its
 * own names (loopback, 10.0.0.0/255.0.0.0 masks) are refused here so both apps read one syntax.
 * @param {string | undefined} list
 * @returns {(address: string) => boolean} whether a peer address is one of them
 */
export function parseTrustedProxies(list) {
  const entries = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [ip = '', prefix, extra] = entry.split('/');
    const family = isIP(ip);
    const bits = family === 6 ? 128 : 32;
    const validPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || extra !== undefined || !validPrefix)
      throw new Error(
        `TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range (10.0.0.0/8, fd00::/8).`,
      );
  }
  const trusts = proxyaddr.compile(entries);
  return (address) => isIP(address) !== 0 && trusts(address, 0);
}

/**
 * The X-Forwarded-* values one request goes on with; `undefined` removes a header. A trusted peer
 * (a reverse proxy of ours) keeps its chain and is appended to it, like every proxy does; anyone
 * else is the client, so what it claims about the client, its country, the scheme or the host is
 * dropped and Next.js fills host and port from the request itself.
 * @param {import('node:http').IncomingHttpHeaders} headers the request's headers as received
 * @param {{ remoteAddress?: string | undefined, encrypted?: boolean | undefined }} socket the connection it came on
 * @param {(address: string) => boolean} isTrusted from parseTrustedProxies
 * @returns {Record<string, string | undefined>}
 */
export function forwardedHeaders(headers, socket, isTrusted) {
  const peer = socket.remoteAddress ? normalizeAddress(socket.remoteAddress) : undefined;
  const scheme = socket.encrypted ? 'https' : 'http';
  if (peer && isTrusted(peer)) {
    const chain = headerText(headers['x-forwarded-for']);
    return {
      'x-forwarded-for': chain ? `${chain}, ${peer}` : peer,
      'x-forwarded-proto': headerText(headers['x-forwarded-proto']) || scheme,
    };
  }
  return {
    'x-forwarded-for': peer,
    'x-forwarded-proto': scheme,
    'x-forwarded-host': undefined,
    'x-forwarded-port': undefined,
    // Nothing here reads these two, but they make the same claim and are forwarded to the api.
    forwarded: undefined,
    'x-real-ip': undefined,
    // The client's country, as only a proxy of ours may tell it: it sets regional prices (DESIGN
    // section 9; the api's billing/country-resolver.ts), so a client must not choose it.
    'x-country-code': undefined,
    'cf-ipcountry': undefined,
  };
}

/**
 * Sets the headers forwardedHeaders() decided on the request Next.js is about to handle.
 * @param {import('node:http').IncomingMessage} request
 * @param {(address: string) => boolean} isTrusted
 */
export function applyForwardedHeaders(request, isTrusted) {
  for (const [name, value] of Object.entries(forwardedHeaders(request.headers, request.socket, isTrusted))) {
    if (value === undefined) delete request.headers[name];
    else request.headers[name] = value;
  }
}

/**
 * Node joins repeated X-Forwarded-* lines with ", "; an array only comes from hand-made headers.
 * @param {string | string[] | undefined} value
 * @returns {string}
 */
function headerText(value) {
  return (Array.isArray(value) ? value.join(', ') : (value ?? '')).trim();
}
