/** Identifiers of content (spec section 9 "Identifiers"; section 4 "Shots"; section 3 marketing pages). */

/** Content types the spec names ("and others"; spec section 9). */
export const CONTENT_TYPES = [
  'collection',
  'mini-course',
  'skill-assessment',
  'path',
  'module',
  'plan',
] as const;
/** One of CONTENT_TYPES (spec section 9 "Identifiers"). */
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Path types (spec section 9). */
export const PATH_TYPES = ['learning_plan', 'regular', 'l2c_pathway', 'interview_prep'] as const;
/** One of PATH_TYPES (spec section 9). */
export type PathType = (typeof PATH_TYPES)[number];

/** Shot properties are loaded as published or draft (spec section 4 "Shots"). */
export const SHOT_STATUSES = ['published', 'draft'] as const;
/** One of SHOT_STATUSES (spec section 4 "Shots"). */
export type ShotStatus = (typeof SHOT_STATUSES)[number];

/** Marketing page versions (spec section 3 "Marketing page settings"). */
export const MARKETING_PAGE_VERSIONS = ['v1', 'v2'] as const;
/** One of MARKETING_PAGE_VERSIONS (spec section 3 "Marketing page settings"). */
export type MarketingPageVersion = (typeof MARKETING_PAGE_VERSIONS)[number];

/** Marketing call-to-action defaults: button colour #5553FF, height h-11 (spec section 9). */
export const MARKETING_CTA_DEFAULTS = { buttonColor: '#5553FF', height: 'h-11' } as const;

/** Default recently used editor widgets (spec section 3 "Editor widget list"). */
export const DEFAULT_RECENTLY_USED_WIDGETS = ['Code', 'WebpackBin', 'RunJS', 'TabbedCode', 'Table'] as const;

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** Narrows to a named content type (spec section 9). */
export function isContentType(value: unknown): value is ContentType {
  return isOneOf(CONTENT_TYPES, value);
}

/** Narrows to a path type (spec section 9). */
export function isPathType(value: unknown): value is PathType {
  return isOneOf(PATH_TYPES, value);
}

/** Narrows to a shot status (spec section 4). */
export function isShotStatus(value: unknown): value is ShotStatus {
  return isOneOf(SHOT_STATUSES, value);
}

/** Reads a marketing page version; anything unknown is the original v1 (spec section 3). */
export function parseMarketingPageVersion(value: unknown): MarketingPageVersion {
  return isOneOf(MARKETING_PAGE_VERSIONS, value) ? value : 'v1';
}
