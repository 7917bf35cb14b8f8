import { describe, expect, it } from 'vitest';
import {
  CONTENT_TYPES,
  DEFAULT_RECENTLY_USED_WIDGETS,
  isContentType,
  isPathType,
  isShotStatus,
  MARKETING_CTA_DEFAULTS,
  PATH_TYPES,
  parseMarketingPageVersion,
  SHOT_STATUSES,
} from './content-types';

describe('content identifiers (spec sections 3, 4 and 9)', () => {
  it('has the lists', () => {
    expect(CONTENT_TYPES).toEqual([
      'collection',
      'mini-course',
      'skill-assessment',
      'path',
      'module',
      'plan',
    ]);
    expect(PATH_TYPES).toEqual(['learning_plan', 'regular', 'l2c_pathway', 'interview_prep']);
    expect(SHOT_STATUSES).toEqual(['published', 'draft']);
    expect(DEFAULT_RECENTLY_USED_WIDGETS).toEqual(['Code', 'WebpackBin', 'RunJS', 'TabbedCode', 'Table']);
    expect(MARKETING_CTA_DEFAULTS).toEqual({ buttonColor: '#5553FF', height: 'h-11' });
  });

  it.each([
    [isContentType, 'mini-course', true],
    [isContentType, 'course', false],
    [isPathType, 'l2c_pathway', true],
    [isPathType, 'regular ', false],
    [isShotStatus, 'draft', true],
    [isShotStatus, 7, false],
  ] as const)('%o(%j) is %s', (guard, value, expected) => {
    expect(guard(value)).toBe(expected);
  });

  it.each([
    ['v2', 'v2'],
    ['v1', 'v1'],
    ['v3', 'v1'],
    [undefined, 'v1'],
  ])('marketing page version %j -> %s', (value, expected) => {
    expect(parseMarketingPageVersion(value)).toBe(expected);
  });
});
