import { API_BODY_LIMIT_BYTES, BODY_TOO_LARGE_STATUS, BODY_TOO_LARGE_TEXT } from '@learnbox/contracts';
import { API_UNREACHABLE_TEXT } from '@learnbox/domain';
import { buildApiUrl, forwardedRequestHeaders, forwardedResponseHeaders } from './api-proxy-url';

/** The status proxies log for a request the client abandoned (nginx's 499). */
const CLIENT_CLOSED_REQUEST = 499;

const tooLarge = () => Response.json({ errorText: BODY_TOO_LARGE_TEXT }, { status: BODY_TOO_LARGE_STATUS });

/**
 * The body as a stream that fails once more than the api's limit has passed through. The api
 * answers a body over its limit before reading it and closes the connection, which fetch reports
 * as a failed upload (a 503 here); refusing it in the web gives the api's own 413 instead.
 */
function limitedBody(body: ReadableStream<Uint8Array>, limit: number) {
  const state = { tooLarge: false };
  let seen = 0;
  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) {
          state.tooLarge = true;
          controller.error(new Error(`The request body is over ${limit} bytes.`));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return { stream, state };
}

/**
 * Forwards one request to the api and streams the answer back: method, headers, body (streamed,
 * not buffered, so uploads of any size pass), status and every Set-Cookie.
 */
export async function forwardToApi(
  request: Request,
  apiOrigin: string,
  proxySecret: string | null = null,
  bodyLimit = API_BODY_LIMIT_BYTES,
): Promise<Response> {
  const webUrl = new URL(request.url);
  const target = buildApiUrl(apiOrigin, webUrl.pathname, webUrl.search);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  // A declared length over the limit is refused before a byte goes to the api.
  if (hasBody && Number(request.headers.get('content-length') ?? 0) > bodyLimit) return tooLarge();
  const body = hasBody && request.body ? limitedBody(request.body, bodyLimit) : null;
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers: forwardedRequestHeaders(request.headers, webUrl, proxySecret),
      body: body?.stream ?? null,
      // Node's fetch needs this to send a streamed body.
      ...(hasBody ? { duplex: 'half' } : {}),
      // The browser must see the api's redirects, not follow them here.
      redirect: 'manual',
      signal: request.signal,
    } as RequestInit);
  } catch (error) {
    // The browser went away (e.g. a cancelled code run): nobody reads this answer, and throwing
    // would only make Next.js log the abort as a server error.
    if (request.signal.aborted) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    if (body?.state.tooLarge) return tooLarge();
    // The browser gets a sentence; the operator gets the cause.
    console.error(`[web] Could not forward ${request.method} ${webUrl.pathname} to the api:`, error);
    return Response.json({ errorText: API_UNREACHABLE_TEXT }, { status: 503 });
  }
  return new Response(request.method === 'HEAD' ? null : upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: forwardedResponseHeaders(upstream.headers),
  });
}
