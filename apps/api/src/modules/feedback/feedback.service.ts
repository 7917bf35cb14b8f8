import type { AuthorFeedbackBody, ShotFeedbackBody } from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import type { CurrentUser } from '../../platform/http/current-user';
import { createFeedbackRepository } from './feedback.repository';
import { listReceivedFeedback } from './list-received-feedback';
import { sendAuthorFeedback, sendShotFeedback } from './send-feedback';

/** The feedback use cases on one database: what the routes call. */
export function feedbackServiceFor(db: Database) {
  const feedback = createFeedbackRepository(db);
  return {
    sendOnShot: (user: CurrentUser, shotId: string, body: ShotFeedbackBody) =>
      sendShotFeedback(feedback, user, shotId, body),
    sendToAuthor: (user: CurrentUser, authorId: string, body: AuthorFeedbackBody) =>
      sendAuthorFeedback(feedback, user, authorId, body),
    received: (user: CurrentUser) => listReceivedFeedback(feedback, user),
  };
}
