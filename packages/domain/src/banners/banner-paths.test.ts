import { describe, expect, it } from 'vitest';
import {
  ACQUISITION_AND_ORDERING_PATHS,
  areBannersShownOn,
  DISCOVERY_AND_ACCOUNT_PATHS,
  EDITOR_PATHS,
  LANDING_AND_CONTENT_PATHS,
  matchesPathPrefix,
} from './banner-paths';

describe('banner paths (spec section 2 "Other named paths")', () => {
  it('lists every named path', () => {
    expect(LANDING_AND_CONTENT_PATHS).toHaveLength(17);
    expect(ACQUISITION_AND_ORDERING_PATHS).toHaveLength(9);
    expect(EDITOR_PATHS).toHaveLength(8);
    expect(DISCOVERY_AND_ACCOUNT_PATHS).toHaveLength(13);
  });

  it.each([...LANDING_AND_CONTENT_PATHS, ...DISCOVERY_AND_ACCOUNT_PATHS])('shows banners on %s', (path) => {
    expect(areBannersShownOn(path)).toBe(true);
  });

  it.each([...ACQUISITION_AND_ORDERING_PATHS, ...EDITOR_PATHS])('hides banners on %s', (path) => {
    expect(areBannersShownOn(path)).toBe(false);
  });

  it.each([
    ['/checkout/subscription-buy?plan=150-12-6000', false],
    ['/checkout', false],
    ['/courses/learn-python', true],
    ['/courses', true],
    ['/blog/some-post#top', true],
    ['/collectioneditor/1/2', false],
    ['/collection/page/5', true],
    ['/answereditor', false],
    ['/create-answer', false],
    ['/learning-plans/3', true],
    ['/', true],
    ['', true],
    ['/settings', false],
    ['/unlimited', false],
  ])('%s -> %s', (path, expected) => {
    expect(areBannersShownOn(path)).toBe(expected);
  });

  it.each([
    ['/collection', '/collection', true],
    ['/collection/x', '/collection', true],
    ['/collectioneditor', '/collection', false],
    ['/courses/x', '/courses/', true],
    ['/coursesx', '/courses/', false],
  ])('matchesPathPrefix(%s, %s) is %s', (path, prefix, expected) => {
    expect(matchesPathPrefix(path, prefix)).toBe(expected);
  });
});
