import { describe, expect, it } from 'vitest';
import { timeLeftLabel } from './time-left';

describe('timeLeftLabel', () => {
  it.each([
    [20 * 60 * 1000, '20:00'],
    [61_500, '01:02'],
    [0, '00:00'],
    [-5000, '00:00'],
  ])('%d ms left reads %s', (left, label) => {
    expect(timeLeftLabel(1_000_000 + left, 1_000_000)).toBe(label);
  });
});
