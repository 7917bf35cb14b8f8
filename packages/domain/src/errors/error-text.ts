/**
 * Pulls the human sentence out of an error reply (spec section 8 "Other call behaviour":
 * prefer errorText; otherwise join the entries of the errors map; else nothing).
 *
 * The spec does not say how entries are joined. We join their messages with ', ' so a form
 * with two bad fields reads as one sentence; a field may carry one message or a list of them.
 * Blank strings count as absent, so an empty errorText falls through to the errors map.
 */
export function extractErrorText(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const { errorText, errors } = body;
  if (typeof errorText === 'string' && errorText.trim() !== '') return errorText;
  if (!isRecord(errors)) return undefined;
  const parts = Object.values(errors)
    .flatMap((entry) => (Array.isArray(entry) ? entry : [entry]))
    .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
  return parts.length > 0 ? parts.join(', ') : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
