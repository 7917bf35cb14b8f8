/**
 * The cookie marking an automated bot, which bypasses some analytics pushes (spec section 2).
 * The spec does not name it; this name is ours.
 */
export const AUTOMATED_BOT_COOKIE = 'automated_bot';
