import { CERTIFICATE_MESSAGES } from '@learnbox/domain';
import type { CurrentUser } from '../http/current-user';
import { ALLOW, type Decision, hide, login, refuse } from './policy';

/** A certificate as its policy sees it: its owner (null when there is no such certificate). */
export interface CertificateResource {
  kind: 'certificate';
  ownerId: string | null;
  hidden: boolean;
}

/** view: the verification page and PDF. hide: hide or show it. revoke: staff take it back. */
export type CertificateAction = 'view' | 'hide' | 'revoke';

export type CertificateUser = Pick<CurrentUser, 'id' | 'isInternalStaff'>;

/**
 * Anyone may verify a certificate unless its owner hid it (then it does not exist for others: 404).
 * Only the owner hides it (others get 404, so ids cannot be probed); only internal staff revoke it
 * (a signed-in non-staff user gets 403: the certificate is public, hiding protects nothing).
 */
export function certificatePolicy(
  user: CertificateUser | null,
  action: CertificateAction,
  certificate: CertificateResource,
): Decision {
  const missing = hide(CERTIFICATE_MESSAGES.NOT_FOUND);
  if (action === 'view') {
    if (certificate.ownerId === null) return missing;
    if (certificate.hidden && user?.id !== certificate.ownerId) return missing;
    return ALLOW;
  }
  if (!user) return login();
  if (certificate.ownerId === null) return missing;
  if (action === 'hide') return user.id === certificate.ownerId ? ALLOW : missing;
  return user.isInternalStaff ? ALLOW : refuse(CERTIFICATE_MESSAGES.STAFF_ONLY);
}
