import { bodyLimitFor } from '@learnbox/contracts';
import { getWebEnv } from '../../../config/env';
import { forwardToApi } from '../../../features/api-proxy/forward-to-api';

// Every `/api/*` request goes to the api (DESIGN.md section 2). A route handler rather than a proxy
// rewrite: it streams request bodies of any size, where a proxy rewrite buffers them (10 MB cap).
const forward = (request: Request) => {
  const env = getWebEnv();
  // Image uploads (POST /api/uploads) may send more than the api's usual limit.
  const limit = bodyLimitFor(request.method, new URL(request.url).pathname);
  return forwardToApi(request, env.apiOrigin, env.internalProxySecret, limit);
};

export const dynamic = 'force-dynamic';
export const GET = forward;
export const HEAD = forward;
export const POST = forward;
export const PUT = forward;
export const PATCH = forward;
export const DELETE = forward;
export const OPTIONS = forward;
