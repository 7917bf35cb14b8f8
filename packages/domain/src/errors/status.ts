/**
 * The status map of spec section 8 "Status map" plus the two code-run codes (511, 460).
 * These are the product's own status numbers; the api maps them onto replies, the domain
 * only names them so every layer speaks the same numbers.
 */

/** Named status codes (spec section 8 "Status map" and "Other codes"). */
export const STATUS = {
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
  /** A code run whose execution token must be renewed (spec section 8 "Code run behaviour"). */
  EXECUTION_TOKEN_REQUIRED: 511,
  /** Logged when the user aborts a code run (spec section 8 "Code run behaviour"). */
  EXECUTION_CANCELLED: 460,
} as const;
/** Name of a status in STATUS (spec section 8). */
export type StatusName = keyof typeof STATUS;
/** A status code of spec section 8. */
export type StatusCode = (typeof STATUS)[StatusName];

/**
 * Meaning of each status, worded exactly as the spec's table (spec section 8 "Status map").
 * The spec gives no wording for 511 and 460; theirs is ours, taken from section 8 "Code run behaviour".
 */
export const STATUS_MEANING: Readonly<Record<StatusCode, string>> = {
  400: 'operation not allowed',
  401: 'unauthorized',
  403: 'access denied',
  404: 'not found',
  409: 'already exists',
  429: 'rate limit',
  433: 'access forbidden',
  498: 'expired token',
  500: 'server error',
  503: 'external service failed',
  505: 'version mismatch',
  511: 'execution token required',
  460: 'execution cancelled',
};
