import { KNOWN_MESSAGES } from '../errors/messages';

/** Refusals of the b2c free trial (spec section 8 "Known messages"). */
export const TRIAL_EMAIL_PLUS_MESSAGE = KNOWN_MESSAGES.TRIAL_EMAIL_PLUS_TRICK;
export const TRIAL_CARD_REUSED_MESSAGE = KNOWN_MESSAGES.PAYMENT_METHOD_USED_FOR_TRIAL;

/**
 * An address with a '+tag' in its local part (name+1@example.com) is the "email+1 trick": the same
 * mailbox under a new address to take the trial again (spec section 8).
 */
export function isEmailPlusTrick(email: string): boolean {
  const at = email.lastIndexOf('@');
  return at > 0 && email.slice(0, at).includes('+');
}
