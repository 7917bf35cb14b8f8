import { z } from 'zod';
import { contentIdSchema } from '../content';
import {
  authorFeedbackBodySchema,
  feedbackSentReplySchema,
  receivedFeedbackReplySchema,
  shotFeedbackBodySchema,
} from '../feedback';
import { defineRoute } from './define-route';

const tags = ['feedback'];
const idParams = z.object({ id: contentIdSchema });

export const feedbackRoutes = {
  /** ShotFeedbackModal (spec section 2). */
  shot: defineRoute({
    method: 'POST',
    path: '/api/edpresso/shot/:id/feedback',
    tags,
    summary: 'Send feedback on a published shot: a reason and a message (signed in)',
    params: idParams,
    body: shotFeedbackBodySchema,
    reply: feedbackSentReplySchema,
    errors: [400, 401, 404, 429],
  }),
  /** AuthorFeedbackModal (spec section 2). */
  author: defineRoute({
    method: 'POST',
    path: '/api/author/:id/feedback',
    tags,
    summary: 'Send an author feedback: a rating from 1 to 5 and a message (signed in)',
    params: idParams,
    body: authorFeedbackBodySchema,
    reply: feedbackSentReplySchema,
    errors: [400, 401, 404, 429],
  }),
  received: defineRoute({
    method: 'GET',
    path: '/api/author/feedback',
    tags,
    summary: "Feedback on the signed-in author's shots and on them, newest first",
    reply: receivedFeedbackReplySchema,
    errors: [401],
  }),
};
