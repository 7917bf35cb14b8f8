import { describe, expect, it } from 'vitest';
import { isStaleSeed } from './home-seed';

describe('leftover seed containers', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const secondsAgo = (seconds: number) => now / 1000 - seconds;

  it('are those older than twice the seed timeout (a killed host left them)', () => {
    expect(isStaleSeed(secondsAgo(241), now)).toBe(true);
    expect(isStaleSeed(secondsAgo(3600), now)).toBe(true);
  });

  it('leave a seed that may still be running for another host on the same storage', () => {
    expect(isStaleSeed(secondsAgo(5), now)).toBe(false);
    expect(isStaleSeed(secondsAgo(239), now)).toBe(false);
  });
});
