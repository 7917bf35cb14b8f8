/**
 * Referral and UTM attribution (spec section 3 "Stored client-side", section 5 "Referrer is cut to
 * 512 characters", section 7 signup fields).
 */

/** Referrer max length (spec sections 5 and 9). */
export const MAX_REFERRER_LENGTH = 512;

/**
 * Cuts a referrer to 512 characters (spec section 5). A cut through a surrogate pair would leave
 * half an emoji, which some databases reject, so that half is dropped too.
 */
export function truncateReferrer(referrer: string): string {
  if (referrer.length <= MAX_REFERRER_LENGTH) return referrer;
  const cut = referrer.slice(0, MAX_REFERRER_LENGTH);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** UTM fields (spec section 7: source, content, medium, campaign, term). */
export const UTM_FIELDS = ['source', 'content', 'medium', 'campaign', 'term'] as const;
/** One of UTM_FIELDS (spec section 7: source, content, medium, campaign, term). */
export type UtmField = (typeof UTM_FIELDS)[number];
/** The utm_* values of a visit (spec section 7). */
export type UtmValues = Partial<Record<`utm_${UtmField}`, string>>;
/** The first-touch initial_utm_* values sent at signup (spec section 7). */
export type InitialUtmValues = Partial<Record<`initial_utm_${UtmField}`, string>>;

/** Reads the utm_* parameters of a query string, skipping empty ones (spec section 3). */
export function extractUtmValues(search: string | URLSearchParams): UtmValues {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const values: UtmValues = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(`utm_${field}`)?.trim();
    if (value) values[`utm_${field}`] = value;
  }
  return values;
}

/**
 * The initial-UTM fields (spec section 7): first touch wins. Once any initial value is stored the
 * set is kept whole; otherwise the current UTM values become the initial ones. Mixing fields of
 * two visits would credit a campaign that never brought the user.
 */
export function mergeInitialUtm(stored: InitialUtmValues, current: UtmValues): InitialUtmValues {
  if (Object.values(stored).some(Boolean)) return stored;
  const initial: InitialUtmValues = {};
  for (const field of UTM_FIELDS) {
    const value = current[`utm_${field}`];
    if (value) initial[`initial_utm_${field}`] = value;
  }
  return initial;
}
