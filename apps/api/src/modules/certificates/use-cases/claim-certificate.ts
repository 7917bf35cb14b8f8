import type { MyCertificate } from '@learnbox/contracts';
import {
  CERTIFICATE_MESSAGES,
  type CertificateKind,
  certificateIncludedInPlan,
  DomainError,
  STATUS,
} from '@learnbox/domain';
import { toMine } from '../certificate-view';
import type { CertificatesContext } from '../certificates-context';
import { issueCertificate } from './issue-certificate';

/** A subscriber whose plan includes certificates claims the certificate of what they completed. */
export async function claimCertificate(
  ctx: CertificatesContext,
  userId: string,
  input: { kind: CertificateKind; item_id: string },
): Promise<MyCertificate> {
  const existing = await ctx.certificates.findFor(userId, input.kind, input.item_id);
  if (existing) return toMine(existing, ctx.webOrigin);
  const active = await ctx.entitlements.activeFor(userId, ctx.now());
  if (!certificateIncludedInPlan({ hasActiveSubscription: active.subscription !== null }))
    throw new DomainError(CERTIFICATE_MESSAGES.NOT_IN_PLAN, STATUS.ACCESS_DENIED);
  const row = await issueCertificate(ctx, {
    userId,
    kind: input.kind,
    itemId: input.item_id,
    earnedBy: 'plan',
  });
  return toMine(row, ctx.webOrigin);
}
