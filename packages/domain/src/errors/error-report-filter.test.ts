import { describe, expect, it } from 'vitest';
import {
  ERROR_PAYLOAD_LIMIT_BYTES,
  filterErrorReport,
  isIgnoredErrorMessage,
  isStorageQuotaError,
  measurePayloadBytes,
} from './error-report-filter';

const crumb = (i: number, size = 1000) => ({ message: `${i}:${'x'.repeat(size)}` });

describe('error-report filter (spec sections 5 and 9)', () => {
  it('uses the 200000-byte limit', () => {
    expect(ERROR_PAYLOAD_LIMIT_BYTES).toBe(200000);
  });

  it('passes a small event untouched', () => {
    const event = { message: 'TypeError: x is undefined', breadcrumbs: [crumb(1)] };
    expect(filterErrorReport(event)).toBe(event);
  });

  it('trims old breadcrumbs of a payload at the limit, keeping the newest', () => {
    const breadcrumbs = Array.from({ length: 300 }, (_, i) => crumb(i));
    const event = { message: 'boom', breadcrumbs };
    expect(measurePayloadBytes(event)).toBeGreaterThanOrEqual(200000);
    const kept = filterErrorReport(event);
    expect(kept).not.toBeNull();
    expect(measurePayloadBytes(kept)).toBeLessThan(200000);
    expect(kept?.breadcrumbs?.at(-1)).toEqual(crumb(299));
    expect(kept?.breadcrumbs?.length).toBeLessThan(300);
  });

  it('treats exactly the limit as too large', () => {
    const event = { message: 'm', breadcrumbs: [] as unknown[] };
    const limit = measurePayloadBytes(event);
    expect(filterErrorReport(event, limit)).toBeNull();
    expect(filterErrorReport(event, limit + 1)).toBe(event);
  });

  it('drops a payload that is still too large without breadcrumbs', () => {
    expect(filterErrorReport({ message: 'y'.repeat(200000), breadcrumbs: [crumb(1)] })).toBeNull();
    expect(filterErrorReport({ message: 'y'.repeat(200000) })).toBeNull();
  });

  it('counts UTF-8 bytes, not characters', () => {
    expect(measurePayloadBytes('é')).toBe(4);
  });

  it.each([
    'ResizeObserver loop limit exceeded',
    'ResizeObserver loop completed with undelivered notifications',
    'Script error.',
    'Non-Error promise rejection captured with value: undefined',
    'at chrome-extension://abc/content.js',
    'Failed to fetch',
    'TypeError: Load failed',
    'Operation was programmatically cancelled.',
    'ChunkLoadError: Loading chunk 5 failed',
  ])('ignores browser noise: %s', (message) => {
    expect(isIgnoredErrorMessage(message)).toBe(true);
    expect(filterErrorReport({ message })).toBeNull();
  });

  it('ignores noise found in exception values or types', () => {
    expect(
      filterErrorReport({ exception: { values: [{ type: 'TypeError', value: 'Failed to fetch' }] } }),
    ).toBeNull();
    expect(
      filterErrorReport({ exception: { values: [{ type: 'AbortError', value: 'signal is aborted' }] } }),
    ).toBeNull();
    expect(filterErrorReport({ exception: { values: [{ value: 'Script error.' }] } })).toBeNull();
  });

  it('keeps real errors', () => {
    const event = {
      exception: {
        values: [{ type: 'TypeError', value: "Cannot read properties of undefined (reading 'id')" }],
      },
    };
    expect(isIgnoredErrorMessage('Failed to fetch user plans because of a bug')).toBe(false);
    expect(filterErrorReport(event)).toBe(event);
  });

  it.each([
    [{ name: 'QuotaExceededError' }, true],
    [{ name: 'NS_ERROR_DOM_QUOTA_REACHED' }, true],
    [{ code: 22 }, true],
    [{ code: 1014 }, true],
    [new Error('other'), false],
    ['QuotaExceededError', false],
    [null, false],
  ])('storage quota error %j -> %s (spec section 8)', (error, expected) => {
    expect(isStorageQuotaError(error)).toBe(expected);
  });
});

describe('error-report filter on hostile shapes', () => {
  it('ignores fields of the wrong type instead of throwing', () => {
    const event = { message: { formatted: 'Script error.' }, exception: { values: 'nope' }, breadcrumbs: 7 };
    expect(filterErrorReport(event)).toBeNull();
    const odd = { message: 42, exception: { values: [null, 3, { type: 5 }] }, breadcrumbs: 'x' };
    expect(filterErrorReport(odd)).toBe(odd);
  });

  it('trims breadcrumbs sent as { values: [...] }', () => {
    const crumb = { message: 'x'.repeat(1000) };
    const event = { message: 'Boom', breadcrumbs: { values: Array.from({ length: 400 }, () => crumb) } };
    const kept = filterErrorReport(event);
    expect(kept).not.toBeNull();
    const values = (kept?.breadcrumbs as { values: unknown[] } | undefined)?.values ?? [];
    expect(values.length).toBeLessThan(400);
    expect(values.length).toBeGreaterThan(0);
  });
});
