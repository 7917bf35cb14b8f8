import { createHash, randomBytes } from 'node:crypto';

/** A fresh link token and the hash stored for it (the token itself is only ever mailed). */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The accept page of the web, reached from the mail. */
export function invitationUrl(webOrigin: string, token: string): string {
  return `${webOrigin}/join-team?token=${encodeURIComponent(token)}`;
}
