import type { MyCertificate } from '@learnbox/contracts';
import type { CertificateUser } from '../../../platform/policies/certificate.policy';
import { toMine } from '../certificate-view';
import type { CertificatesContext } from '../certificates-context';
import { loadCertificate } from './load-certificate';

/** The owner hides a certificate from its public page (and shows it again). */
export async function setCertificateHidden(
  ctx: CertificatesContext,
  user: CertificateUser | null,
  id: string,
  hidden: boolean,
): Promise<MyCertificate> {
  const row = await loadCertificate(ctx, user, 'hide', id);
  await ctx.certificates.setHidden(row.id, hidden);
  return toMine({ ...row, hidden }, ctx.webOrigin);
}
