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
