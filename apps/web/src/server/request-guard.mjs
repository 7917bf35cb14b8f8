// Request targets the web refuses before Next.js sees them. Next.js decodes the path to match a
// route and answers a malformed escape (`/%zz`, `/%E0%A4%A`) or a NUL (`%00`) with a 500 or a
// crash page; they are a client's mistake, so they get a 400 and a sentence here (DESIGN.md
// section 9: no input, however malformed, gets a 5xx). Plain JavaScript: server.mjs imports it.

export const NUL_TEXT = 'This address contains a NUL character, which is not allowed.';
export const MALFORMED_PATH_TEXT = 'This address is not valid: it has a broken percent-escape.';

/**
 * Why a request target (path and query as sent) is refused, or null when it may pass. The
 * query is left to the page (browsers send a typed `100%` as it is, and every query parser here
 * keeps what it cannot decode); only a NUL is refused there too.
 * @param {string} target
 * @returns {string | null}
 */
export function refusedTarget(target) {
  if (target.includes('\u0000') || /%00/i.test(target)) return NUL_TEXT;
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  try {
    decodeURIComponent(path);
  } catch {
    return MALFORMED_PATH_TEXT;
  }
  return null;
}

/**
 * Answers a refused request: the api's error shape under /api (the browser's fetch reads
 * `errorText`), a short page elsewhere.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string} sentence
 */
export function answerRefused(request, response, sentence) {
  const isApi = (request.url ?? '').startsWith('/api/') || request.url === '/api';
  const body = isApi
    ? JSON.stringify({ errorText: sentence })
    : `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bad request</title></head><body><h1>Bad request</h1><p>${sentence}</p><p><a href="/">Go to the home page</a></p></body></html>`;
  response.writeHead(400, {
    'content-type': isApi ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** The api's body limit and sentence (`API_BODY_LIMIT_BYTES`, `BODY_TOO_LARGE_TEXT` in contracts; a test keeps them equal). */
export const BODY_LIMIT_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE_TEXT = 'The request body is too large.';
/** The image upload route's limit (`UPLOAD_BODY_LIMIT_BYTES` in contracts; the same test keeps them equal). */
export const UPLOAD_BODY_LIMIT_BYTES = 5 * 1024 * 1024 + 64 * 1024;

/**
 * The body limit of one request, as contracts' `bodyLimitFor`: image uploads may send more.
 * @param {string} method
 * @param {string} pathname
 * @returns {number}
 */
export function bodyLimitFor(method, pathname) {
  return method === 'POST' && pathname === '/api/uploads' ? UPLOAD_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
}
/** A refused body is read and dropped up to this much, so the client can read the answer; beyond, the connection is cut. */
const DRAIN_LIMIT_BYTES = 16 * BODY_LIMIT_BYTES;

/**
 * True when an /api request declares a body over the api's limit: answered here, before Next.js,
 * because answering while the client is still sending makes Node cut the connection under it
 * (the client then sees an aborted response instead of the 413).
 * @param {import('node:http').IncomingMessage} request
 */
export function declaresTooLargeBody(request) {
  const url = request.url ?? '';
  if (!url.startsWith('/api/')) return false;
  const queryAt = url.indexOf('?');
  const limit = bodyLimitFor(request.method ?? 'GET', queryAt === -1 ? url : url.slice(0, queryAt));
  return Number(request.headers['content-length'] ?? 0) > limit;
}

/**
 * The api's 413 for a declared oversize body, sent once the body has been read and dropped
 * (bounded by DRAIN_LIMIT_BYTES), with `Connection: close`.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function answerTooLarge(request, response) {
  const body = JSON.stringify({ errorText: BODY_TOO_LARGE_TEXT });
  const send = () => {
    if (response.headersSent) return;
    response.writeHead(413, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      connection: 'close',
    });
    response.end(body);
  };
  let seen = 0;
  request.on('data', (chunk) => {
    seen += chunk.length;
    if (seen > DRAIN_LIMIT_BYTES) {
      send();
      request.destroy();
    }
  });
  request.on('end', send);
  request.on('error', () => {});
}
