import {
  type ExecutionTokenClaims,
  type ExecutionTokenVerification,
  verifyExecutionToken,
} from '@learnbox/domain/execution/execution-token';

/**
 * Tokens whose signature has held, with their claims. A learner's page sends the same token with
 * every run until it expires (an hour), so the HMAC, and the hop to libuv's thread pool that
 * WebCrypto takes for it, is paid once per token instead of once per run. Only verified tokens
 * enter, keyed by the whole token text, so a cached answer is the answer a fresh check would give;
 * expiry is still checked on every run. The oldest entry leaves when the cache is full.
 */
export class VerifiedTokens {
  private readonly claims = new Map<string, ExecutionTokenClaims>();

  constructor(
    private readonly secret: string,
    private readonly capacity = 10_000,
  ) {}

  async verify(token: string, now: number): Promise<ExecutionTokenVerification> {
    const known = this.claims.get(token);
    if (known) {
      if (now < known.expiresAt) return { ok: true, claims: known };
      this.claims.delete(token);
      return { ok: false, reason: 'expired' };
    }
    const verified = await verifyExecutionToken(token, this.secret, now);
    if (verified.ok) {
      if (this.claims.size >= this.capacity) this.claims.delete(this.claims.keys().next().value as string);
      this.claims.set(token, verified.claims);
    }
    return verified;
  }

  get size(): number {
    return this.claims.size;
  }
}
