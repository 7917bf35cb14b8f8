import type { ApiResult } from '../api-client/api-client';

/**
 * The token of a link's path segment. Next.js hands the segment over still percent-encoded; a
 * hostile one that does not decode is passed on as it is, so the api answers with its sentence
 * about a broken link instead of the page failing.
 */
export function linkToken(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * What a link's lookup answered, for a query: a failure throws its sentence. A mangled token fails
 * the contract, and its own sentence says more than the generic one.
 */
export async function linkLookup<T>(lookup: Promise<ApiResult<T>>): Promise<T> {
  const result = await lookup;
  if (!result.ok) throw new Error(result.errors.token ?? result.errorText);
  return result.data;
}
