import {
  CERTIFICATE_MESSAGES,
  type CertificateEarnedBy,
  type CertificateKind,
  DomainError,
  STATUS,
} from '@learnbox/domain';
import type { CertificateRow } from '../certificates.repository';
import type { CertificatesContext } from '../certificates-context';

async function existingItemOf(
  ctx: Pick<CertificatesContext, 'completionOf'>,
  kind: CertificateKind,
  itemId: string,
) {
  const item = await ctx.completionOf(kind)?.find(itemId);
  if (!item) throw new DomainError(CERTIFICATE_MESSAGES.ITEM_NOT_FOUND, STATUS.NOT_FOUND);
  return item;
}

/** Why this learner cannot have the item's certificate now, or the item when they can. */
export async function completedItemOf(
  ctx: Pick<CertificatesContext, 'completionOf'>,
  userId: string,
  kind: CertificateKind,
  itemId: string,
) {
  const completion = ctx.completionOf(kind);
  if (!completion) throw new DomainError(CERTIFICATE_MESSAGES.PROJECTS_NOT_AVAILABLE, STATUS.NOT_FOUND);
  const item = await completion.find(itemId);
  if (!item) throw new DomainError(CERTIFICATE_MESSAGES.ITEM_NOT_FOUND, STATUS.NOT_FOUND);
  if (!(await completion.isComplete(userId, itemId)))
    throw new DomainError(
      kind === 'path' ? CERTIFICATE_MESSAGES.PATH_NOT_COMPLETED : CERTIFICATE_MESSAGES.NOT_COMPLETED,
      STATUS.OPERATION_NOT_ALLOWED,
    );
  return item;
}

/**
 * Issues the certificate of a completed item, once: an existing certificate of the same learner
 * and item is returned as it is (whether earned by plan or purchase, revoked or not).
 */
export async function issueCertificate(
  ctx: Pick<CertificatesContext, 'certificates' | 'completionOf'>,
  input: {
    userId: string;
    kind: CertificateKind;
    itemId: string;
    earnedBy: CertificateEarnedBy;
    transactionId?: string | null;
  },
): Promise<CertificateRow> {
  const existing = await ctx.certificates.findFor(input.userId, input.kind, input.itemId);
  if (existing) return existing;
  // A paid certificate was checked for completion when it was sold; once the charge went through
  // it is issued even if a lesson was marked not complete in between.
  const item =
    input.earnedBy === 'purchase'
      ? await existingItemOf(ctx, input.kind, input.itemId)
      : await completedItemOf(ctx, input.userId, input.kind, input.itemId);
  const holderName = await ctx.certificates.holderName(input.userId);
  if (!holderName) throw new DomainError(CERTIFICATE_MESSAGES.NOT_FOUND, STATUS.NOT_FOUND);
  return ctx.certificates.issueOnce({
    userId: input.userId,
    holderName,
    kind: input.kind,
    itemId: item.id,
    itemTitle: item.title,
    earnedBy: input.earnedBy,
    transactionId: input.transactionId ?? null,
  });
}
