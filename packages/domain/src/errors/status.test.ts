import { describe, expect, it } from 'vitest';
import { STATUS, STATUS_MEANING } from './status';

describe('status map (spec section 8)', () => {
  it('names every status', () => {
    expect(STATUS).toEqual({
      OPERATION_NOT_ALLOWED: 400,
      UNAUTHORIZED: 401,
      ACCESS_DENIED: 403,
      NOT_FOUND: 404,
      ALREADY_EXISTS: 409,
      RATE_LIMIT: 429,
      ACCESS_FORBIDDEN: 433,
      EXPIRED_TOKEN: 498,
      SERVER_ERROR: 500,
      EXTERNAL_SERVICE_FAILED: 503,
      VERSION_MISMATCH: 505,
      EXECUTION_TOKEN_REQUIRED: 511,
      EXECUTION_CANCELLED: 460,
    });
  });

  it.each([
    [400, 'operation not allowed'],
    [401, 'unauthorized'],
    [403, 'access denied'],
    [404, 'not found'],
    [409, 'already exists'],
    [429, 'rate limit'],
    [433, 'access forbidden'],
    [498, 'expired token'],
    [500, 'server error'],
    [503, 'external service failed'],
    [505, 'version mismatch'],
  ] as const)('%i means %s', (code, meaning) => {
    expect(STATUS_MEANING[code]).toBe(meaning);
  });

  it('gives 511 and 460 a meaning too', () => {
    expect(STATUS_MEANING[511]).toBe('execution token required');
    expect(STATUS_MEANING[460]).toBe('execution cancelled');
  });
});
