import type { MyCertificate } from '@learnbox/contracts';
import { toMine } from '../certificate-view';
import type { CertificatesContext } from '../certificates-context';

export async function listMyCertificates(
  ctx: CertificatesContext,
  userId: string,
): Promise<{ items: MyCertificate[] }> {
  const rows = await ctx.certificates.listOf(userId);
  return { items: rows.map((row) => toMine(row, ctx.webOrigin)) };
}
