import { describe, expect, it } from 'vitest';
import { isSandboxMessage } from './sandbox-message';

describe('isSandboxMessage', () => {
  const line = { source: 'learnbox-sandbox', runId: 'a', type: 'console', level: 'log', text: 'hi' };
  const status = { source: 'learnbox-sandbox', runId: 'a', type: 'status', status: 'timeout' };

  it('accepts only messages of the current run', () => {
    expect(isSandboxMessage(line, 'a')).toBe(true);
    expect(isSandboxMessage(status, 'a')).toBe(true);
    expect(isSandboxMessage(line, 'b')).toBe(false);
    expect(isSandboxMessage(status, 'b')).toBe(false);
    expect(isSandboxMessage('hi', 'a')).toBe(false);
    expect(isSandboxMessage(null, 'a')).toBe(false);
  });

  it('rejects unknown levels, statuses and types, and non-string text', () => {
    expect(isSandboxMessage({ ...line, level: 'debug' }, 'a')).toBe(false);
    expect(isSandboxMessage({ ...line, text: 5 }, 'a')).toBe(false);
    expect(isSandboxMessage({ ...status, status: 'crashed' }, 'a')).toBe(false);
    expect(isSandboxMessage({ ...line, type: 'other' }, 'a')).toBe(false);
    expect(isSandboxMessage({ ...line, source: 'elsewhere' }, 'a')).toBe(false);
  });
});
