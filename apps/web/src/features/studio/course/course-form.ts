import type { CourseDocument, CoursePricing } from '@learnbox/contracts';
import { WORKS_MESSAGES } from '@learnbox/domain';

/** The tag rules of the api (contracts tagSchema and the documents' tag lists), checked before a save. */
const MAX_TAGS = 20;
const TAG = /^[a-z0-9][a-z0-9+#.-]*$/;

/** "Python, web-dev , python" → ["python", "web-dev"]: comma-separated, trimmed, lower case, once each. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag.length > 0);
  return [...new Set(tags)];
}

export const tagsText = (tags: readonly string[]): string => tags.join(', ');

/** The sentence for a tag list the api would refuse, or null. */
export function tagsError(tags: readonly string[]): string | null {
  if (tags.length > MAX_TAGS) return WORKS_MESSAGES.TOO_MANY_TAGS;
  return tags.every((tag) => tag.length <= 50 && TAG.test(tag)) ? null : WORKS_MESSAGES.TAG_INVALID;
}

/** "19.99" → 1999 cents; null when it is not a price of at least 1.00. */
export function parsePrice(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents >= 100 ? cents : null;
}

export const priceText = (cents: number): string => (cents / 100).toFixed(2);

/** The pricing a form's kind and price text mean (the price only counts for "priced"). */
export function pricingFrom(kind: CoursePricing['kind'], price: string): CoursePricing | null {
  if (kind !== 'priced') return { kind };
  const cents = parsePrice(price);
  return cents === null ? null : { kind, price_cents: cents };
}

export const isWebUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * What is wrong with a course draft before it goes to the api, by field; empty when it may be
 * saved. The api checks the same again (and answers in the same words for the title).
 */
export function courseFormErrors(document: CourseDocument, priceInput: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (document.title.trim() === '') errors.title = WORKS_MESSAGES.TITLE_REQUIRED;
  const tags = tagsError(document.tags);
  if (tags) errors.tags = tags;
  if (document.pricing.kind === 'priced' && parsePrice(priceInput) === null)
    errors.price = WORKS_MESSAGES.PRICE_REQUIRED;
  if (
    document.cover_image_url &&
    !document.cover_image_url.startsWith('/api/uploads/') &&
    !isWebUrl(document.cover_image_url)
  )
    errors.cover_image_url = WORKS_MESSAGES.URL_INVALID;
  const untitled = document.modules.some(
    (module) => module.title.trim() === '' || module.lessons.some((lesson) => lesson.title.trim() === ''),
  );
  if (untitled) errors.modules = WORKS_MESSAGES.MODULE_EMPTY_TITLE;
  return errors;
}
