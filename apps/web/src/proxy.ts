import { type NextRequest, NextResponse } from 'next/server';
import { PATHNAME_HEADER } from './proxy-headers';

/**
 * Passes the request path to server components, which paint the theme before the page reaches
 * the browser (the logged-out /answers/ rule of spec section 4 depends on the path).
 * `/api/*` is not matched: its route handler streams bodies, which a proxy rewrite would buffer.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/((?!api/|api$|_next/|favicon-).*)'],
};
