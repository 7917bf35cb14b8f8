import { type ExecutionAuthReply, executionAuthReplySchema } from '@learnbox/contracts/code';
import { apiRefs } from '@learnbox/contracts/route-refs';

export const AUTHENTICATE_PATH = apiRefs.code.authenticate.path;

/** A token is renewed this long before it expires, so it never lapses on the way to the runner. */
const EXPIRY_MARGIN_MS = 5_000;
/** 401/403: the user has no token to get (logged out, no Premium); ask again after a while. */
const REFUSED_RETRY_MS = 5 * 60_000;
/** The api did not answer sensibly: the proxy is used meanwhile, ask again soon. */
const FAILED_RETRY_MS = 30_000;
const AUTH_TIMEOUT_MS = 10_000;

/**
 * The execution token of GET /api/code/authenticate (spec section 6), cached until shortly before
 * it expires. null means "no token": the run goes through the proxy. Parallel runs share one call.
 */
export function createExecutionAuth(options: { fetch: typeof fetch; apiBase: string; now: () => number }) {
  let token: ExecutionAuthReply | null = null;
  let noTokenUntil = 0;
  let inFlight: Promise<ExecutionAuthReply | null> | null = null;

  async function request(): Promise<ExecutionAuthReply | null> {
    try {
      const response = await options.fetch(`${options.apiBase}${AUTHENTICATE_PATH}`, {
        credentials: 'include',
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(AUTH_TIMEOUT_MS),
      });
      if (response.ok) {
        const parsed = executionAuthReplySchema.safeParse(await response.json());
        if (parsed.success) return parsed.data;
      }
      noTokenUntil =
        options.now() +
        (response.status === 401 || response.status === 403 ? REFUSED_RETRY_MS : FAILED_RETRY_MS);
    } catch {
      noTokenUntil = options.now() + FAILED_RETRY_MS;
    }
    return null;
  }

  return {
    /** The cached token, or a new one; `renew` forces a new call (after a 511). */
    async get(renew = false): Promise<ExecutionAuthReply | null> {
      const now = options.now();
      if (!renew) {
        if (token && token.expires_at - EXPIRY_MARGIN_MS > now) return token;
        if (now < noTokenUntil) return null;
      }
      inFlight ??= request().then((reply) => {
        token = reply;
        inFlight = null;
        return reply;
      });
      return inFlight;
    },
  };
}

export type ExecutionAuth = ReturnType<typeof createExecutionAuth>;
