import { describe, expect, it } from 'vitest';
import { parseEnvelope, serializeEnvelope } from './envelope';
import { eventFingerprint, eventMessage } from './fingerprint';

const header = JSON.stringify({ event_id: 'a'.repeat(32), sent_at: '2026-01-01T00:00:00Z' });

describe('Sentry envelope parsing', () => {
  it('reads items with and without a byte length (UTF-8 lengths count bytes)', () => {
    const event = JSON.stringify({ message: 'héllo\nworld' });
    const body = Buffer.from(
      `${header}\n${JSON.stringify({ type: 'event', length: Buffer.byteLength(event) })}\n${event}\n{"type":"client_report"}\n{"discarded_events":[]}\n`,
    );
    const envelope = parseEnvelope(body);
    expect(envelope.header.event_id).toBe('a'.repeat(32));
    expect(envelope.items.map((item) => item.header.type)).toEqual(['event', 'client_report']);
    expect(JSON.parse(envelope.items[0]?.payload.toString() ?? '')).toEqual({ message: 'héllo\nworld' });
    const again = parseEnvelope(serializeEnvelope(envelope));
    expect(again.header).toEqual(envelope.header);
    expect(again.items.map((item) => item.payload.toString())).toEqual(
      envelope.items.map((item) => item.payload.toString()),
    );
  });

  it.each([
    ['empty', ''],
    ['header not JSON', 'nope\n'],
    ['header an array', '[1]\n'],
    ['item header without type', `${header}\n{"length":2}\n{}`],
    ['length past the end', `${header}\n{"type":"event","length":999}\n{}`],
    ['negative length', `${header}\n{"type":"event","length":-1}\n{}`],
  ])('refuses %s with a sentence', (_name, body) => {
    expect(() => parseEnvelope(Buffer.from(body))).toThrow(/not an error report the tunnel understands/);
  });

  it('refuses a flood of items', () => {
    const items = Array.from({ length: 101 }, () => '{"type":"client_report"}\n{}').join('\n');
    expect(() => parseEnvelope(Buffer.from(`${header}\n${items}`))).toThrow(/too many items/);
  });
});

describe('fingerprints', () => {
  const at = (value: string, fn = 'render') => ({
    exception: {
      values: [
        {
          type: 'TypeError',
          value,
          stacktrace: {
            frames: [{ filename: 'https://x.example/_next/static/chunks/page-abc123.js?v=1', function: fn }],
          },
        },
      ],
    },
  });

  it('groups repeats that differ only in numbers and ids, not different errors or places', () => {
    expect(eventFingerprint(at('Item 42 missing'))).toBe(eventFingerprint(at('Item 7 missing')));
    expect(eventFingerprint(at('Item 42 missing'))).not.toBe(eventFingerprint(at('Other failure')));
    expect(eventFingerprint(at('Item 42 missing'))).not.toBe(
      eventFingerprint(at('Item 42 missing', 'other')),
    );
    expect(eventFingerprint({ fingerprint: ['checkout'] })).toBe(
      eventFingerprint({ fingerprint: ['checkout'], message: 'x' }),
    );
  });

  it('names the error for people', () => {
    expect(eventMessage(at('Boom'))).toBe('TypeError: Boom');
    expect(eventMessage({ message: 'Plain' })).toBe('Plain');
    expect(eventMessage({ logentry: { formatted: 'Logged' } })).toBe('Logged');
    expect(eventMessage({ message: 5, exception: 'x' } as never)).toBe('(no message)');
  });
});
