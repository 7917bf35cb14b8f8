import { describe, expect, it } from 'vitest';
import { serverErrorEnvelope } from './server-error-report';

describe('server render errors as a Sentry envelope', () => {
  it('holds one error event with the message, the request and the innermost frame last', () => {
    const error = new TypeError('Cannot read properties of undefined');
    error.stack = [
      'TypeError: Cannot read properties of undefined',
      '    at renderCourse (/app/.next/server/chunks/course.js:10:5)',
      '    at async Page (/app/.next/server/app/page.js:3:1)',
    ].join('\n');
    const [header, itemHeader, payload, ...rest] = serverErrorEnvelope(error, {
      path: '/courses/x',
      method: 'GET',
    }).split('\n');
    expect(rest).toEqual([]);
    const event = JSON.parse(payload ?? '');
    expect(JSON.parse(header ?? '').event_id).toBe(event.event_id);
    expect(JSON.parse(itemHeader ?? '')).toEqual({ type: 'event', length: Buffer.byteLength(payload ?? '') });
    expect(event.exception.values[0]).toMatchObject({
      type: 'TypeError',
      value: 'Cannot read properties of undefined',
    });
    expect(event.exception.values[0].stacktrace.frames.at(-1)).toMatchObject({
      function: 'renderCourse',
      lineno: 10,
    });
    expect(event.request).toEqual({ url: '/courses/x', method: 'GET' });
  });

  it('reports a thrown non-Error as its text', () => {
    const payload = serverErrorEnvelope('plain string', { path: '/', method: 'GET' }).split('\n')[2] ?? '';
    expect(JSON.parse(payload).exception.values[0].value).toBe('plain string');
  });
});
