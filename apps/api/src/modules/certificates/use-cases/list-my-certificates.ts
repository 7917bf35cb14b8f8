import type { MyCertificate } from '@learnbox/contracts';
import type { CertificatesContext } from '../certificates-context';
import { toMine } from '../certificate-view';

export async function listMyCertificates(
  ctx: CertificatesContext,
  userId: string,
): Promise<{ items: MyCertificate[] }> {
  const rows = await ctx.certificates.listOf(userId);
  return { items: rows.map((row) => toMine(row, ctx.webOrigin)) };
}
