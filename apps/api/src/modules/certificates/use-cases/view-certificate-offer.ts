import type { CertificateOffer } from '@learnbox/contracts';
import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_PRICE_CENTS,
  type CertificateKind,
  certificateIncludedInPlan,
  DomainError,
  STATUS,
} from '@learnbox/domain';
import type { CertificatesContext } from '../certificates-context';

/** What the course page offers: the certificate, a claim (plan) or the price (courses). */
export async function viewCertificateOffer(
  ctx: CertificatesContext,
  userId: string,
  input: { kind: CertificateKind; item_id: string },
): Promise<CertificateOffer> {
  const completion = ctx.completionOf(input.kind);
  const item = completion && (await completion.find(input.item_id));
  if (!completion || !item) throw new DomainError(CERTIFICATE_MESSAGES.ITEM_NOT_FOUND, STATUS.NOT_FOUND);
  const [existing, completed, active] = await Promise.all([
    ctx.certificates.findFor(userId, input.kind, item.id),
    completion.isComplete(userId, item.id),
    ctx.entitlements.activeFor(userId, ctx.now()),
  ]);
  return {
    completed,
    certificate_id: existing?.id ?? null,
    included_in_plan: certificateIncludedInPlan({ hasActiveSubscription: active.subscription !== null }),
    price_cents: input.kind === 'course' ? CERTIFICATE_PRICE_CENTS : null,
  };
}
