import { createHash, randomBytes } from 'node:crypto';

/** A fresh link token and the hash stored for it (the token itself is only ever mailed). */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The page of the web the mail links to: an address with an account accepts on /join-team; one
 * without signs up on /signup-and-reset-password/{token} (name and password, then it joins).
 */
export function invitationUrl(webOrigin: string, token: string, hasAccount = true): string {
  if (!hasAccount) return `${webOrigin}/signup-and-reset-password/${encodeURIComponent(token)}?invitation=1`;
  return `${webOrigin}/join-team?token=${encodeURIComponent(token)}`;
}
