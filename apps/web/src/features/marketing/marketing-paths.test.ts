import { ACQUISITION_PAGE_PATHS, marketingPagePath } from '@learnbox/contracts/marketing';
import {
  ACQUISITION_AND_ORDERING_PATHS,
  areBannersShownOn,
  DISCOVERY_AND_ACCOUNT_PATHS,
} from '@learnbox/domain';
import { describe, expect, it } from 'vitest';
import { plainWithApiKeys } from './api-key-text';

describe('marketing page paths', () => {
  it('serves an acquisition slug on its own path and every other slug under /m/', () => {
    for (const path of ACQUISITION_PAGE_PATHS) expect(marketingPagePath(path.slice(1))).toBe(path);
    expect(marketingPagePath('learn-to-code')).toBe('/m/learn-to-code');
  });

  it('every acquisition path is one the spec names, so the banner rules decide it', () => {
    const named: readonly string[] = [...ACQUISITION_AND_ORDERING_PATHS, ...DISCOVERY_AND_ACCOUNT_PATHS];
    for (const path of ACQUISITION_PAGE_PATHS) expect(named, path).toContain(path);
    // Acquisition and ordering hide promotions; discovery pages and /m/ pages show them.
    expect(areBannersShownOn('/trial')).toBe(false);
    expect(areBannersShownOn('/interview-prep')).toBe(false);
    expect(areBannersShownOn('/upskill')).toBe(false);
    expect(areBannersShownOn('/become-a-developer')).toBe(true);
    expect(areBannersShownOn('/refer-a-friend')).toBe(true);
    expect(areBannersShownOn('/m/learn-to-code')).toBe(true);
  });
});

describe('api_keys in page text', () => {
  const keys = [
    {
      id: '1',
      key: 'days',
      name: '',
      value: '14',
      urlText: '',
      helpText: '',
      useAsDefault: false,
      isUrl: false,
    },
    {
      id: '2',
      key: 'plans',
      name: '',
      value: '/unlimited',
      urlText: 'the plans',
      helpText: '',
      useAsDefault: false,
      isUrl: true,
    },
  ];
  it('replaces known keys and leaves unknown ones as typed', () => {
    expect(plainWithApiKeys('Try it for {{days}} days; see {{ plans }}. {{nope}}', keys)).toBe(
      'Try it for 14 days; see the plans. {{nope}}',
    );
  });
});
