import { describe, expect, it } from 'vitest';
import {
  isCourseVisibleToEnterpriseSubscriber,
  type OrganizationCatalogue,
  type VisibilityCourse,
} from './course-visibility';

const course: VisibilityCourse = {
  author_id: 1,
  collection_id: 100,
  collection_type: 'collection',
  learner_tags: ['Python'],
};
const other = { author_id: 2, work_id: 200 };
const self = { author_id: '1', work_id: '100' };

describe('course visibility for an enterprise subscriber (spec section 5)', () => {
  it.each<[string, VisibilityCourse, OrganizationCatalogue, boolean]>([
    // bullet 4 of the spec: private, or neither path nor collection, always visible
    [
      'private course despite exclusion',
      { ...course, is_private: true },
      { excluded_courses_list: [self] },
      true,
    ],
    [
      'a shot (not path/collection)',
      { ...course, collection_type: 'shot' },
      { excluded_courses_list: [self] },
      true,
    ],
    [
      'doc_type fallback: path is governed',
      { author_id: 1, id: 100, doc_type: 'path' },
      { excluded_courses_list: [self] },
      false,
    ],
    ['no doc type at all', { author_id: 1, id: 100 }, { included_courses_list: [other] }, true],
    // bullet 1: include-all, or no lists at all
    ['include all', course, { include_all_courses: true, excluded_courses_list: [self] }, true],
    ['no lists', course, {}, true],
    ['empty and null lists', course, { included_courses_list: [], excluded_categories_list: null }, true],
    // bullet 2: include match
    ['included course (ids as text)', course, { included_courses_list: [self] }, true],
    ['included category, any case', course, { included_categories_list: ['python'] }, true],
    [
      'include match beats exclusion',
      course,
      { included_courses_list: [self], excluded_courses_list: [self] },
      true,
    ],
    // bullet 3: otherwise, only with exclusions and no exclusion match
    ['includes only, no match', course, { included_courses_list: [other] }, false],
    ['exclusions, no match', course, { excluded_courses_list: [other] }, true],
    ['excluded course', course, { excluded_courses_list: [self] }, false],
    ['excluded category', course, { excluded_categories_list: ['PYTHON'] }, false],
    [
      'include miss, exclusion miss',
      course,
      { included_categories_list: ['Go'], excluded_categories_list: ['Rust'] },
      true,
    ],
    ['same author, other work', course, { included_courses_list: [{ author_id: 1, work_id: 101 }] }, false],
  ])('%s', (_name, c, catalogue, expected) => {
    expect(isCourseVisibleToEnterpriseSubscriber(c, catalogue)).toBe(expected);
  });
});
