/**
 * The error-report filter (spec section 5, section 9 "Error payload limit 200000 bytes").
 * It runs on the client before an event goes to the error-reporting service.
 */

/** Payloads of this many bytes or more are trimmed, then dropped (spec section 9). */
export const ERROR_PAYLOAD_LIMIT_BYTES = 200000;

/**
 * Known browser noise (spec section 5: "ignores many known browser noise errors"). The spec
 * does not list them; these are the usual ones: benign ResizeObserver loops, opaque cross-origin
 * "Script error.", extensions, network drops the user caused, and our own deliberate cancels.
 */
export const IGNORED_ERROR_PATTERNS: readonly (string | RegExp)[] = [
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications',
  /^Script error\.?$/,
  'Non-Error promise rejection captured',
  'chrome-extension://',
  'moz-extension://',
  'safari-extension://',
  'top.GLOBALS',
  "Can't find variable: ZiteReader",
  'jigsaw is not defined',
  'ComboSearch is not defined',
  'NetworkError when attempting to fetch resource',
  /^(TypeError: )?Failed to fetch$/,
  /^(TypeError: )?Load failed$/,
  /^(TypeError: )?cancelled$/,
  'AbortError',
  'The user aborted a request',
  'Operation was programmatically cancelled.',
  'ChunkLoadError',
];

/**
 * The parts of an error event this filter looks at; anything else passes through untouched. Typed
 * loosely on purpose: events arrive from browsers, and a field of the wrong type must be ignored,
 * not crash the filter.
 */
export interface ErrorReportEvent {
  message?: unknown;
  exception?: { values?: unknown };
  breadcrumbs?: unknown;
  [key: string]: unknown;
}

/** True when a message is known browser noise (spec section 5). */
export function isIgnoredErrorMessage(message: string): boolean {
  return IGNORED_ERROR_PATTERNS.some((pattern) =>
    typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message),
  );
}

/** UTF-8 size of the event as it would be sent (JSON). */
export function measurePayloadBytes(event: unknown): number {
  return new TextEncoder().encode(JSON.stringify(event) ?? '').length;
}

/**
 * Decides what to send (spec section 5 "error-report filter"): null means drop.
 * - noise (by message or any exception value) is dropped;
 * - a payload of `limit` bytes or more loses its oldest breadcrumbs, halving the kept tail
 *   until it fits or none remain (the newest crumbs explain the error best);
 * - if it is still `limit` bytes or more, it is dropped.
 */
export function filterErrorReport<E extends ErrorReportEvent>(
  event: E,
  limit: number = ERROR_PAYLOAD_LIMIT_BYTES,
): E | null {
  if (collectMessages(event).some(isIgnoredErrorMessage)) return null;
  if (measurePayloadBytes(event) < limit) return event;
  // Breadcrumbs come as a list, or (older SDKs) as { values: [...] }.
  const boxed = !Array.isArray(event.breadcrumbs);
  let crumbs: unknown[] = Array.isArray(event.breadcrumbs)
    ? event.breadcrumbs
    : Array.isArray((event.breadcrumbs as { values?: unknown } | undefined)?.values)
      ? (event.breadcrumbs as { values: unknown[] }).values
      : [];
  while (crumbs.length > 0) {
    crumbs = crumbs.slice(Math.ceil(crumbs.length / 2));
    const trimmed: E = { ...event, breadcrumbs: boxed ? { values: crumbs } : crumbs };
    if (measurePayloadBytes(trimmed) < limit) return trimmed;
  }
  return null;
}

function collectMessages(event: ErrorReportEvent): string[] {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const message = text(event.message) ?? text((event.message as { formatted?: unknown } | null)?.formatted);
  const messages = message ? [message] : [];
  const values = event.exception?.values;
  for (const entry of Array.isArray(values) ? values : []) {
    const type = text((entry as { type?: unknown } | null)?.type);
    const value = text((entry as { value?: unknown } | null)?.value);
    if (type) messages.push(type);
    if (value) messages.push(value, type ? `${type}: ${value}` : value);
  }
  return messages;
}

/**
 * Storage quota errors make the client clear its storage (spec section 8 "Other call behaviour").
 * Browsers disagree on the shape: the name, or legacy codes 22 (WebKit/Blink) and 1014 (Firefox).
 */
export function isStorageQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
  );
}

/** What the error tunnel (POST /api/errors/tunnel) answers a sender whose body it cannot use. */
export const ERROR_REPORT_MESSAGES = {
  NOT_AN_ENVELOPE: 'This is not an error report the tunnel understands (a Sentry envelope).',
  TOO_MANY_ITEMS: 'This error report holds too many items.',
  BAD_EVENT: 'An event in this error report is not a JSON object.',
} as const;
