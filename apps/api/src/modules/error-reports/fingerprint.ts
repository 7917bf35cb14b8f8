import { createHash } from 'node:crypto';

/** The parts of a Sentry event the store reads; the rest is forwarded untouched. */
export interface SentryEvent {
  event_id?: unknown;
  message?: unknown;
  level?: unknown;
  platform?: unknown;
  release?: unknown;
  fingerprint?: unknown;
  request?: unknown;
  user?: { id?: unknown };
  logentry?: { message?: unknown; formatted?: unknown };
  exception?: {
    values?: {
      type?: unknown;
      value?: unknown;
      stacktrace?: { frames?: { filename?: unknown; function?: unknown }[] };
    }[];
  };
  breadcrumbs?: unknown;
  [key: string]: unknown;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** The sentence staff read: "Type: value" of the last exception, else the message. */
export function eventMessage(event: SentryEvent): string {
  const values = Array.isArray(event.exception?.values) ? event.exception.values : [];
  const last = values[values.length - 1];
  if (last) {
    const type = str(last.type);
    const value = str(last.value);
    if (type || value) return [type, value].filter(Boolean).join(': ');
  }
  const message =
    str(event.message) ??
    str((event.message as { formatted?: unknown } | undefined)?.formatted) ??
    str(event.logentry?.formatted) ??
    str(event.logentry?.message);
  return message ?? '(no message)';
}

/**
 * Groups repeats of one error: the SDK's own fingerprint when it sets one, else the message with
 * its numbers and ids blanked ("Item 42 missing" and "Item 7 missing" are one error) and the
 * innermost stack frame (file and function). A hash, so any input has a short, safe key.
 */
export function eventFingerprint(event: SentryEvent): string {
  const custom = Array.isArray(event.fingerprint)
    ? event.fingerprint.filter((part): part is string => typeof part === 'string' && part !== '{{ default }}')
    : [];
  let basis: string;
  if (custom.length > 0) basis = `custom:${custom.join('|')}`;
  else {
    const values = Array.isArray(event.exception?.values) ? event.exception.values : [];
    const frames = values[values.length - 1]?.stacktrace?.frames;
    const top = Array.isArray(frames) ? frames[frames.length - 1] : undefined;
    // Frame file names carry the page's origin and build hashes: only the path's last part counts.
    const file = str(top?.filename)?.split(/[?#]/)[0]?.split('/').pop() ?? '';
    const where = top ? `${file}:${str(top.function) ?? ''}` : '';
    const message = eventMessage(event)
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
      .replace(/\d+/g, '<n>');
    basis = `${message}|${where}`;
  }
  return createHash('sha256').update(basis).digest('hex').slice(0, 32);
}
