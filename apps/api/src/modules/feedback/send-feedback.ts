import type { AuthorFeedbackBody, FeedbackSentReply, ShotFeedbackBody } from '@learnbox/contracts';
import { DomainError, FEEDBACK_MESSAGES, hasTrustedEmail, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import { notFound } from '../content';
import type { FeedbackRepository } from './feedback.repository';

/** Authors are told apart from readers by their verified address, as everywhere in content. */
function refuseOwnWork(user: CurrentUser, authorEmail: string): void {
  if (hasTrustedEmail(user, authorEmail))
    throw new DomainError(FEEDBACK_MESSAGES.OWN_WORK, STATUS.OPERATION_NOT_ALLOWED);
}

const sent = (row: { id: string; createdAt: Date }): FeedbackSentReply => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
});

/** ShotFeedbackModal: a reader's reason and message on a published shot. */
export async function sendShotFeedback(
  feedback: FeedbackRepository,
  user: CurrentUser,
  shotId: string,
  body: ShotFeedbackBody,
): Promise<FeedbackSentReply> {
  // A draft is not there for readers: the same 404 as reading it.
  const shot = await feedback.publishedShot(shotId);
  if (!shot) throw notFound('this shot');
  refuseOwnWork(user, shot.authorEmail);
  return sent(
    await feedback.insert({
      kind: 'shot',
      authorId: shot.authorId,
      shotId: shot.id,
      userId: user.id,
      senderName: user.name,
      reason: body.reason,
      rating: null,
      message: body.message,
    }),
  );
}

/** AuthorFeedbackModal: a reader's rating and message for an author. */
export async function sendAuthorFeedback(
  feedback: FeedbackRepository,
  user: CurrentUser,
  authorId: string,
  body: AuthorFeedbackBody,
): Promise<FeedbackSentReply> {
  const author = await feedback.author(authorId);
  if (!author) throw notFound('this author');
  refuseOwnWork(user, author.email);
  return sent(
    await feedback.insert({
      kind: 'author',
      authorId: author.id,
      shotId: null,
      userId: user.id,
      senderName: user.name,
      reason: null,
      rating: body.rating,
      message: body.message,
    }),
  );
}
