import type { CertificateVerification, MyCertificate } from '@learnbox/contracts';
import { type CertificateKind, certificateVerificationUrl, linkedInAddToProfileUrl } from '@learnbox/domain';
import type { CertificateRow } from './certificates.repository';

/** What the public verification page shows. */
export function toVerification(row: CertificateRow, webOrigin: string): CertificateVerification {
  return {
    id: row.id,
    holder_name: row.holderName,
    kind: row.kind as CertificateKind,
    item_id: row.itemId,
    item_title: row.itemTitle,
    issued_at: row.issuedAt.toISOString(),
    status: row.revokedAt
      ? { state: 'revoked', revoked_at: row.revokedAt.toISOString(), reason: row.revokedReason }
      : { state: 'valid', revoked_at: null, reason: null },
    verification_url: certificateVerificationUrl(webOrigin, row.id),
  };
}

/** The owner's view: the public one plus hidden, how it was earned and the LinkedIn link. */
export function toMine(row: CertificateRow, webOrigin: string): MyCertificate {
  const view = toVerification(row, webOrigin);
  return {
    ...view,
    hidden: row.hidden,
    earned_by: row.earnedBy === 'purchase' ? 'purchase' : 'plan',
    linkedin_url: linkedInAddToProfileUrl({
      name: row.itemTitle,
      issuedAt: row.issuedAt,
      verificationUrl: view.verification_url,
      id: row.id,
    }),
  };
}
