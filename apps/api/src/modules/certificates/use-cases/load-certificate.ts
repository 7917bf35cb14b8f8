import { authorize, type CertificateAction } from '../../../platform/policies';
import type { CertificateUser } from '../../../platform/policies/certificate.policy';
import type { CertificateRow } from '../certificates.repository';
import type { CertificatesContext } from '../certificates-context';

/** The certificate of this id if this user may do this action to it (else 401, 403 or 404). */
export async function loadCertificate(
  ctx: Pick<CertificatesContext, 'certificates'>,
  user: CertificateUser | null,
  action: CertificateAction,
  id: string,
): Promise<CertificateRow> {
  const row = await ctx.certificates.findById(id);
  authorize(user, action, {
    kind: 'certificate',
    ownerId: row?.userId ?? null,
    hidden: row?.hidden ?? false,
  });
  return row as CertificateRow;
}
