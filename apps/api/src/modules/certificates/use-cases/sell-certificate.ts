import { CERTIFICATE_MESSAGES } from '@learnbox/domain';
import type { CertificatesContext } from '../certificates-context';
import { completedItemOf, issueCertificate } from './issue-certificate';

/**
 * What the certificate-purchase checkout asks (commerce declares the shape, app.ts passes this
 * in): whether the course's certificate may be sold to this buyer, and issuing it once paid.
 */
export function createCertificateSales(ctx: CertificatesContext) {
  return {
    /** The sentence that refuses the sale, or null: not completed, or already held. */
    async refusal(userId: string, courseId: string): Promise<string | null> {
      if (await ctx.certificates.findFor(userId, 'course', courseId))
        return CERTIFICATE_MESSAGES.ALREADY_ISSUED;
      try {
        await completedItemOf(ctx, userId, 'course', courseId);
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : CERTIFICATE_MESSAGES.NOT_COMPLETED;
      }
    },
    /** Issues the paid certificate; safe to run again for the same transaction. */
    async issuePurchased(input: { userId: string; courseId: string; transactionId: string }): Promise<void> {
      await issueCertificate(ctx, {
        userId: input.userId,
        kind: 'course',
        itemId: input.courseId,
        earnedBy: 'purchase',
        transactionId: input.transactionId,
      });
    },
  };
}
