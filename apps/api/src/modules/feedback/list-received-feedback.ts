import {
  type ReceivedFeedbackReply,
  SHOT_FEEDBACK_REASONS,
  type ShotFeedbackReason,
} from '@learnbox/contracts';
import { trustedEmail } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { FeedbackRepository } from './feedback.repository';

const isReason = (value: string | null): value is ShotFeedbackReason =>
  (SHOT_FEEDBACK_REASONS as readonly (string | null)[]).includes(value);

/**
 * Feedback on the signed-in author's shots and on them. Authorship is by verified address (an
 * unverified account is a reader, so it has none).
 */
export async function listReceivedFeedback(
  feedback: FeedbackRepository,
  user: CurrentUser,
): Promise<ReceivedFeedbackReply> {
  const email = trustedEmail(user);
  const authorIds = email ? await feedback.authorIdsOf(email) : [];
  const rows = await feedback.receivedBy(authorIds);
  return {
    feedback: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      shot:
        row.shotId && row.shotTitle && row.shotSlug
          ? { id: row.shotId, title: row.shotTitle, url: `/answers/${row.shotSlug}` }
          : null,
      reason: isReason(row.reason) ? row.reason : null,
      rating: row.rating,
      message: row.message,
      from_name: row.senderName,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
