import { CAPABILITIES } from '@learnbox/domain';
import { describe, expect, it } from 'vitest';
import { isCurrentSection, NAV_ITEMS } from './nav-items';

describe('navigation', () => {
  it('links Explore, Answers, Cloud labs (built: CAPABILITIES), Plans (/unlimited) and Business', () => {
    expect(CAPABILITIES.cloudLabs).toBe(true);
    expect(NAV_ITEMS.map((item) => [item.label, item.href])).toEqual([
      ['Explore', '/explore'],
      ['Answers', '/answers'],
      ['Cloud labs', '/cloudlabs'],
      ['Plans', '/unlimited'],
      ['Business', '/business'],
    ]);
  });

  it.each([
    ['/explore', '/explore', true],
    ['/explore', '/explore/python', true],
    ['/explore', '/explorer', false],
    ['/business', '/', false],
  ])('%s is current on %s: %s', (href, path, expected) => {
    expect(isCurrentSection(href, path)).toBe(expected);
  });
});
