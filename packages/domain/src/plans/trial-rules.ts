/** Refusals of the b2c free trial (spec section 8 "Known messages"). */
export const TRIAL_EMAIL_PLUS_MESSAGE = 'Trial cannot be purchased with email+1 trick.';
export const TRIAL_CARD_REUSED_MESSAGE = 'This payment method has already been used for a B2C Free Trial.';

/**
 * An address with a '+tag' in its local part (name+1@example.com) is the "email+1 trick": the same
 * mailbox under a new address to take the trial again (spec section 8).
 */
export function isEmailPlusTrick(email: string): boolean {
  const at = email.lastIndexOf('@');
  return at > 0 && email.slice(0, at).includes('+');
}
