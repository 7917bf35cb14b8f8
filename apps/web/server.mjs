// The production web server, in place of `next start`: Next.js behind a plain node:http server
// that decides the client address before Next.js sees the request (src/server/forwarded-headers.mjs).
// `node server.mjs [-p port] [-H hostname] [--keepAliveTimeout ms]`, the flags of `next start`.
// Compression, caching and every route stay Next.js's own (its request handler does them).
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { applyForwardedHeaders, parseTrustedProxies } from './src/server/forwarded-headers.mjs';
import {
  answerRefused,
  answerTooLarge,
  declaresTooLargeBody,
  refusedTarget,
} from './src/server/request-guard.mjs';
import { applySecurityHeaders, webSecurityHeaders } from './src/server/security-headers.mjs';

/** Requests still running this long after SIGTERM are cut (Docker kills at 10 s). */
const SHUTDOWN_GRACE_MS = 8000;

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
    keepAliveTimeout: { type: 'string' },
  },
});

/**
 * @param {string} name
 * @param {string | undefined} value
 * @param {number} min
 * @param {number} max
 * @returns {number | undefined}
 */
function integerOption(name, value, min, max) {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max)
    exit(`${name} must be ${min}-${max}, got "${value}".`);
  return number;
}

/** @param {string} message @returns {never} */
function exit(message) {
  console.error(`[web] ${message}`);
  process.exit(1);
}

// PORT as `next start` reads it; no HOSTNAME: containers set that to their own name.
const port = integerOption('port', values.port ?? process.env.PORT, 1, 65535) ?? 3000;
// HOST, the variable api and runner read too. Unset: this machine only, unlike `next start`
// (every interface); the deploy files set HOST=0.0.0.0.
const hostname = values.hostname || process.env.HOST?.trim() || '127.0.0.1';
const keepAliveTimeout = integerOption('keepAliveTimeout', values.keepAliveTimeout, 0, 2 ** 31 - 1);
let isTrusted;
try {
  isTrusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);
} catch (error) {
  exit(/** @type {Error} */ (error).message);
}

// nosniff, referrer and permissions policies, and HSTS when the public origin is https.
const securityHeaders = webSecurityHeaders(process.env.PUBLIC_WEB_ORIGIN);

// Before Next.js (and React through it) loads: it picks its production build by NODE_ENV.
process.env.NODE_ENV ||= 'production';
const { default: next } = await import('next');

const server = createServer();
const app = next({
  dev: false,
  dir: fileURLToPath(new URL('.', import.meta.url)),
  // Next.js builds absolute request URLs from these, as `next start` does.
  hostname,
  port,
  httpServer: server,
});
await app.prepare();
const handle = app.getRequestHandler();

server.on('request', async (request, response) => {
  try {
    // Malformed escapes and NUL bytes are a client's mistake: a 400 here, not Next.js's 500.
    const refused = refusedTarget(request.url ?? '/');
    if (refused) return answerRefused(request, response, refused);
    if (declaresTooLargeBody(request)) return answerTooLarge(request, response);
    applyForwardedHeaders(request, isTrusted);
    applySecurityHeaders(response, securityHeaders);
    await handle(request, response);
  } catch (error) {
    console.error(`[web] Failed to handle ${request.method} ${request.url}:`, error);
    // Half a page already went out: cutting the connection is the only honest answer left.
    if (response.headersSent) response.destroy();
    else response.writeHead(500).end('Internal Server Error');
  }
});
// Registered before Next.js adds its own upgrade listener (on the first request), so runs first.
server.on('upgrade', (request) => applyForwardedHeaders(request, isTrusted));
if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout;
server.on('error', (error) => exit(`Could not listen: ${error.message}`));
server.listen(port, hostname, () => {
  const host = hostname.includes(':') ? `[${hostname}]` : hostname;
  console.log(`[web] Ready on http://${host}:${port}`);
});

let stopping = false;
/** @param {NodeJS.Signals} signal */
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  // Stop accepting, let running requests finish (idle keep-alive sockets close at once), then
  // let Next.js finish what it scheduled after responses.
  const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  clearTimeout(cut);
  await app.close().catch((error) => console.error('[web] Next.js did not close cleanly:', error));
  process.exit(signal === 'SIGINT' ? 130 : 143);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
