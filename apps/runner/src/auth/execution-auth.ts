import { DomainError } from '@learnbox/domain/errors/domain-error';
import { STATUS } from '@learnbox/domain/errors/status';
import { EXECUTION_TOKEN_MESSAGES } from '@learnbox/domain/execution/messages';
import type { RunTier } from '@learnbox/domain/execution/run-share';
import type { VerifiedTokens } from './verified-tokens';

/**
 * Every run needs the execution token the api hands Premium and Premium Plus users (spec section 6),
 * sent as X-Proxy-Authorization (spec section 7). It is checked by signature and expiry only, so the
 * runner never needs the database. An expired token answers 511: the client fetches a new one and
 * retries (spec section 8 "Code run behaviour").
 */

export interface RunCaller {
  userId: string;
  tier: string;
  /** Whom the run is charged to (user id or `anon:<ip>`), from the signed token only. */
  key: string;
  /** Which per-tier limits apply, from the signed token only. */
  runTier: RunTier;
  /** Internal staff routed to the test path by the traffic split (spec section 6). */
  useTestbox: boolean;
}

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

export async function authenticateRun(
  headers: Headers,
  tokens: VerifiedTokens,
  now = Date.now(),
): Promise<RunCaller> {
  const raw = header(headers, 'x-proxy-authorization');
  if (!raw) throw new DomainError(EXECUTION_TOKEN_MESSAGES.MISSING, STATUS.UNAUTHORIZED);
  const token = raw.replace(/^Bearer\s+/i, '');
  const verified = await tokens.verify(token, now);
  if (!verified.ok) {
    if (verified.reason === 'expired')
      throw new DomainError(EXECUTION_TOKEN_MESSAGES.EXPIRED, STATUS.EXECUTION_TOKEN_REQUIRED);
    throw new DomainError(EXECUTION_TOKEN_MESSAGES.INVALID, STATUS.UNAUTHORIZED);
  }
  const userId = header(headers, 'x-user-id');
  if (userId !== undefined && userId !== verified.claims.userId) {
    throw new DomainError(EXECUTION_TOKEN_MESSAGES.WRONG_USER, STATUS.UNAUTHORIZED);
  }
  const testbox = header(headers, 'x-use-testbox')?.toLowerCase();
  return {
    userId: verified.claims.userId,
    tier: verified.claims.tier,
    key: verified.claims.caller,
    runTier: verified.claims.runTier,
    useTestbox: testbox === 'true' || testbox === '1',
  };
}
