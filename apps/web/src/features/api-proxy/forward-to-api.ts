import { buildApiUrl, forwardedRequestHeaders, forwardedResponseHeaders } from './api-proxy-url';

/** Reply when the api cannot be reached, in the api's own error shape (DESIGN.md section 5.4). */
/** The status proxies log for a request the client abandoned (nginx's 499). */
const CLIENT_CLOSED_REQUEST = 499;

export const API_UNREACHABLE_TEXT = 'The service is not reachable right now. Please try again in a moment.';

/**
 * Forwards one request to the api and streams the answer back: method, headers, body (streamed,
 * not buffered, so uploads of any size pass), status and every Set-Cookie.
 */
export async function forwardToApi(
  request: Request,
  apiOrigin: string,
  proxySecret: string | null = null,
): Promise<Response> {
  const webUrl = new URL(request.url);
  const target = buildApiUrl(apiOrigin, webUrl.pathname, webUrl.search);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers: forwardedRequestHeaders(request.headers, webUrl, proxySecret),
      body: hasBody ? request.body : null,
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
