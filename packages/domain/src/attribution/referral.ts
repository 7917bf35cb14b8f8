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
