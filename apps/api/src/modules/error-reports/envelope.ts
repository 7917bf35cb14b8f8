import { DomainError, ERROR_REPORT_MESSAGES } from '@learnbox/domain';

/**
 * The Sentry envelope format (develop.sentry.dev/sdk/envelopes): a JSON header line, then items,
 * each a JSON item header line and a payload, whose length in bytes the item header may give
 * (otherwise the payload runs to the next newline). Parsed on bytes, not text: `length` counts
 * UTF-8 bytes.
 */
export interface EnvelopeItem {
  header: { type: string; length?: number; [key: string]: unknown };
  payload: Buffer;
}
export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

/** More items than any SDK sends in one envelope: a flood in one request is refused. */
const MAX_ITEMS = 100;
const NEWLINE = 0x0a;

function parseJsonObject(bytes: Buffer, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new DomainError(ERROR_REPORT_MESSAGES.NOT_AN_ENVELOPE, 400, { envelope: `${what} is not JSON` });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new DomainError(ERROR_REPORT_MESSAGES.NOT_AN_ENVELOPE, 400, {
      envelope: `${what} is not a JSON object`,
    });
  return value as Record<string, unknown>;
}

/** Reads up to the next newline (or the end); returns the line and where the next one starts. */
function lineAt(body: Buffer, start: number): [Buffer, number] {
  const end = body.indexOf(NEWLINE, start);
  return end === -1 ? [body.subarray(start), body.length] : [body.subarray(start, end), end + 1];
}

/** Parses an envelope; anything malformed is a 400 with a sentence, never a crash. */
export function parseEnvelope(body: Buffer): Envelope {
  if (body.length === 0) throw new DomainError(ERROR_REPORT_MESSAGES.NOT_AN_ENVELOPE);
  const [headerLine, afterHeader] = lineAt(body, 0);
  const header = parseJsonObject(headerLine, 'The envelope header');
  const items: EnvelopeItem[] = [];
  let at = afterHeader;
  while (at < body.length) {
    const [itemLine, afterItemHeader] = lineAt(body, at);
    // Blank lines between items (a trailing newline) carry nothing.
    if (itemLine.length === 0) {
      at = afterItemHeader;
      continue;
    }
    if (items.length >= MAX_ITEMS) throw new DomainError(ERROR_REPORT_MESSAGES.TOO_MANY_ITEMS);
    const itemHeader = parseJsonObject(itemLine, 'An item header');
    if (typeof itemHeader.type !== 'string')
      throw new DomainError(ERROR_REPORT_MESSAGES.NOT_AN_ENVELOPE, 400, { envelope: 'An item has no type' });
    let payload: Buffer;
    if (itemHeader.length !== undefined) {
      const length = itemHeader.length;
      if (typeof length !== 'number' || !Number.isInteger(length) || length < 0)
        throw new DomainError(ERROR_REPORT_MESSAGES.NOT_AN_ENVELOPE, 400, {
          envelope: 'An item length is not a byte count',
        });
      if (afterItemHeader + length > body.length)
        throw new DomainError(ERROR_REPORT_MESSAGES.NOT_AN_ENVELOPE, 400, {
          envelope: 'An item is shorter than its length',
        });
      payload = body.subarray(afterItemHeader, afterItemHeader + length);
      at = afterItemHeader + length;
      // The newline after a sized payload is optional.
      if (body[at] === NEWLINE) at++;
    } else {
      [payload, at] = lineAt(body, afterItemHeader);
    }
    items.push({ header: itemHeader as EnvelopeItem['header'], payload });
  }
  return { header, items };
}

/** Writes an envelope back (items with their byte length, so payloads may hold newlines). */
export function serializeEnvelope(envelope: Envelope): Buffer {
  const parts: Buffer[] = [Buffer.from(`${JSON.stringify(envelope.header)}\n`)];
  for (const item of envelope.items) {
    parts.push(Buffer.from(`${JSON.stringify({ ...item.header, length: item.payload.length })}\n`));
    parts.push(item.payload, Buffer.from('\n'));
  }
  return Buffer.concat(parts);
}
