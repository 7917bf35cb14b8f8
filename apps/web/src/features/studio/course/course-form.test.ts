import type { CourseDocument } from '@learnbox/contracts';
import { WORKS_MESSAGES } from '@learnbox/domain';
import { describe, expect, it } from 'vitest';
import { courseFormErrors, parsePrice, parseTags, priceText, pricingFrom, tagsError } from './course-form';

const course: CourseDocument = {
  title: 'Python basics',
  summary: '',
  description: '',
  tags: ['python'],
  difficulty: 'beginner',
  cover_image_url: null,
  pricing: { kind: 'free' },
  visibility: 'public',
  modules: [{ id: 'module-1', title: 'Start', lessons: [{ id: 'l1', title: 'Hello' }] }],
};

describe('course form', () => {
  it('reads tags as a comma list, once each, in lower case', () => {
    expect(parseTags(' Python, web-dev , python,, ')).toEqual(['python', 'web-dev']);
    expect(tagsError(['c++', 'c#', 'node.js'])).toBeNull();
    expect(tagsError(['two words'])).toBe(WORKS_MESSAGES.TAG_INVALID);
    expect(tagsError(Array.from({ length: 21 }, (_, i) => `t${i}`))).toBe(WORKS_MESSAGES.TOO_MANY_TAGS);
  });

  it('reads prices in dollars and cents, at least 1.00', () => {
    expect(parsePrice('19.99')).toBe(1999);
    expect(parsePrice('19,9')).toBe(1990);
    expect(parsePrice('5')).toBe(500);
    expect(parsePrice('0.99')).toBeNull();
    expect(parsePrice('-3')).toBeNull();
    expect(parsePrice('1.999')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
    expect(priceText(1999)).toBe('19.99');
    expect(pricingFrom('priced', '12.50')).toEqual({ kind: 'priced', price_cents: 1250 });
    expect(pricingFrom('subscription', 'ignored')).toEqual({ kind: 'subscription' });
    expect(pricingFrom('priced', '')).toBeNull();
  });

  it('accepts a good course and names each wrong field', () => {
    expect(courseFormErrors(course, '')).toEqual({});
    const errors = courseFormErrors(
      {
        ...course,
        title: '  ',
        tags: ['no spaces please'],
        pricing: { kind: 'priced', price_cents: 100 },
        cover_image_url: 'javascript:alert(1)',
        modules: [{ id: 'module-1', title: 'Start', lessons: [{ id: 'l1', title: '' }] }],
      },
      '0.5',
    );
    expect(errors).toEqual({
      title: WORKS_MESSAGES.TITLE_REQUIRED,
      tags: WORKS_MESSAGES.TAG_INVALID,
      price: WORKS_MESSAGES.PRICE_REQUIRED,
      cover_image_url: WORKS_MESSAGES.URL_INVALID,
      modules: WORKS_MESSAGES.MODULE_EMPTY_TITLE,
    });
    expect(courseFormErrors({ ...course, cover_image_url: '/api/uploads/abc.png' }, '')).toEqual({});
  });
});
