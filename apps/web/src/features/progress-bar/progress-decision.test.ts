import { PROFILE_EDIT_PATH } from '@learnbox/domain';
import { describe, expect, it } from 'vitest';
import { isSameTabClick, showsProgress } from './progress-decision';

const at = (path: string) => `http://localhost:3000${path}`;

describe('showsProgress', () => {
  it.each([
    ['/', '/explore', true],
    ['/explore', '/unlimited', true],
    ['/explore?tag=python', '/checkout/subscription-buy?plan=200-12-6000', true],
    // Shallow changes: same path, only search or hash.
    ['/explore', '/explore?tag=python', false],
    ['/explore?tag=a', '/explore?tag=b', false],
    ['/business', '/business#plans', false],
    ['/explore', '/explore/', false],
    // The profile edit page, either way.
    ['/', PROFILE_EDIT_PATH, false],
    [PROFILE_EDIT_PATH, '/explore', false],
    [PROFILE_EDIT_PATH, `${PROFILE_EDIT_PATH}?tab=security`, false],
    ['/', '/profile', true],
    ['/', '/profile/editor', true],
  ])('%s -> %s: %s', (from, to, expected) => {
    expect(showsProgress(at(from), at(to))).toBe(expected);
  });

  it('ignores links to other origins', () => {
    expect(showsProgress(at('/'), 'https://example.com/explore')).toBe(false);
  });

  it('resolves relative targets against the current page', () => {
    expect(showsProgress(at('/checkout/course-purchase'), 'subscription-buy')).toBe(true);
  });
});

describe('isSameTabClick', () => {
  const plain = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    target: '',
    download: false,
  };

  it('accepts a plain left click', () => {
    expect(isSameTabClick(plain)).toBe(true);
    expect(isSameTabClick({ ...plain, target: '_self' })).toBe(true);
  });

  it.each([
    { button: 1 },
    { metaKey: true },
    { ctrlKey: true },
    { shiftKey: true },
    { altKey: true },
    { target: '_blank' },
    { download: true },
  ])('rejects %o', (change) => {
    expect(isSameTabClick({ ...plain, ...change })).toBe(false);
  });
});
