import { STATUS, type StatusCode } from './status';

/**
 * The one error type of the product (DESIGN section 5.4): a status from the spec's status map
 * (spec section 8) and a sentence a person understands. Field errors travel in `errors`, the shape
 * the client's error-text extraction already reads (spec section 8 "Other call behaviour").
 */
export class DomainError extends Error {
  readonly status: StatusCode;
  readonly errors: Readonly<Record<string, string>> | undefined;

  constructor(
    message: string,
    status: StatusCode = STATUS.OPERATION_NOT_ALLOWED,
    errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
    this.status = status;
    this.errors = errors;
  }
}

/** Tells a DomainError from any other thrown value (spec section 8). */
export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

/** A parse result for callers that prefer values to exceptions. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: DomainError };

/** Runs a throwing parser and returns its outcome as a Result; non-domain errors still throw. */
export function toResult<T>(parse: () => T): Result<T> {
  try {
    return { ok: true, value: parse() };
  } catch (error) {
    if (isDomainError(error)) return { ok: false, error };
    throw error;
  }
}
