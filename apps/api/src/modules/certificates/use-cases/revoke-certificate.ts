import type { CertificateVerification } from '@learnbox/contracts';
import { CERTIFICATE_MESSAGES, DomainError, STATUS } from '@learnbox/domain';
import type { CertificateUser } from '../../../platform/policies/certificate.policy';
import { toVerification } from '../certificate-view';
import type { CertificatesContext } from '../certificates-context';
import { loadCertificate } from './load-certificate';

/** Staff revoke a certificate with a reason; its page and PDF then say so. */
export async function revokeCertificate(
  ctx: CertificatesContext,
  user: CertificateUser | null,
  id: string,
  reason: string,
): Promise<CertificateVerification> {
  const row = await loadCertificate(ctx, user, 'revoke', id);
  if (row.revokedAt) throw new DomainError(CERTIFICATE_MESSAGES.ALREADY_REVOKED, STATUS.ALREADY_EXISTS);
  const revoked = { at: ctx.now(), reason, by: (user as CertificateUser).id };
  await ctx.certificates.revoke(row.id, revoked);
  return toVerification(
    { ...row, revokedAt: revoked.at, revokedReason: reason, revokedBy: revoked.by },
    ctx.webOrigin,
  );
}
