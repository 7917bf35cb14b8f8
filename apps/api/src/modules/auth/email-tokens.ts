import { createHash, randomBytes } from 'node:crypto';
import { DomainError, EXPIRED_LINK_MESSAGE, STATUS } from '@learnbox/domain';
import type { AccountsContext } from './accounts-context';
import { verificationMail } from './auth-mails';

/** Verification links work for a day. */
export const VERIFY_EMAIL_TTL_MS = 24 * 3600_000;
/** "Choose your password" links (sign-up during a logged-out purchase, invitations) work a week. */
export const SET_PASSWORD_TTL_MS = 7 * 24 * 3600_000;

const newToken = () => randomBytes(32).toString('base64url');
// Only a hash is stored: a leaked database row cannot be turned back into a working link.
const verifyIdentifier = (token: string) =>
  `verify-email:${createHash('sha256').update(token).digest('hex')}`;

/** Mails a fresh single-use verification link to the user. */
export async function sendVerificationEmail(
  context: AccountsContext,
  user: { id: string; email: string; name: string },
): Promise<void> {
  const token = newToken();
  await context.repository.createVerification(
    verifyIdentifier(token),
    user.id,
    new Date(Date.now() + VERIFY_EMAIL_TTL_MS),
  );
  await context.mailer.send(verificationMail(user.email, user.name, context.links.verifyEmail(token)));
}

/** Uses a verification token: deleted as it is read, so a second use fails (498, expired token). */
export async function consumeVerificationToken(context: AccountsContext, token: string): Promise<string> {
  const row = await context.repository.consumeVerification(verifyIdentifier(token));
  if (!row || row.expiresAt.getTime() <= Date.now())
    throw new DomainError(EXPIRED_LINK_MESSAGE, STATUS.EXPIRED_TOKEN, { token: EXPIRED_LINK_MESSAGE });
  return row.value;
}

/**
 * A "choose your password" token for an account that has none yet. It is stored where the
 * engine keeps reset tokens (`reset-password:<token>`), so the same reset step consumes it.
 */
export async function createSetPasswordToken(context: AccountsContext, userId: string): Promise<string> {
  const token = newToken();
  await context.repository.createVerification(
    `reset-password:${token}`,
    userId,
    new Date(Date.now() + SET_PASSWORD_TTL_MS),
  );
  return token;
}

/** The user a reset token belongs to, while it is still valid; null otherwise. */
export async function findResetTokenUser(context: AccountsContext, token: string): Promise<string | null> {
  const row = await context.repository.findVerification(`reset-password:${token}`);
  return row && row.expiresAt.getTime() > Date.now() ? row.value : null;
}

/**
 * Runs `work` but answers no sooner than `ms` after the start, so a reply for an unknown
 * address takes as long as one that sent mail (no user enumeration by timing).
 */
export async function withUniformDuration<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    const left = ms - (Date.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
