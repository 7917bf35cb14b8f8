import { z } from 'zod';

/** Why a reader sends feedback on a shot (ShotFeedbackModal, spec section 2). */
export const SHOT_FEEDBACK_REASONS = ['helpful', 'unclear', 'incorrect', 'outdated', 'other'] as const;
export type ShotFeedbackReason = (typeof SHOT_FEEDBACK_REASONS)[number];

/** The longest feedback message the api stores. */
export const FEEDBACK_MESSAGE_MAX = 2000;

const messageSchema = z
  .string({ error: 'The message must be text.' })
  .trim()
  .max(FEEDBACK_MESSAGE_MAX, `Feedback is at most ${FEEDBACK_MESSAGE_MAX} characters long.`)
  .default('');

export const shotFeedbackBodySchema = z.object({
  reason: z.enum(SHOT_FEEDBACK_REASONS, {
    error: `Choose a reason: ${SHOT_FEEDBACK_REASONS.join(', ')}.`,
  }),
  message: messageSchema,
});
export type ShotFeedbackBody = z.infer<typeof shotFeedbackBodySchema>;

export const authorFeedbackBodySchema = z.object({
  rating: z
    .number({ error: 'Rate the author from 1 to 5.' })
    .int('Rate the author from 1 to 5.')
    .min(1, 'Rate the author from 1 to 5.')
    .max(5, 'Rate the author from 1 to 5.'),
  message: messageSchema,
});
export type AuthorFeedbackBody = z.infer<typeof authorFeedbackBodySchema>;

export const feedbackSentReplySchema = z.object({ id: z.string(), created_at: z.string() });
export type FeedbackSentReply = z.infer<typeof feedbackSentReplySchema>;

/** One piece of feedback an author received, on a shot of theirs or on them. */
export const receivedFeedbackSchema = z.object({
  id: z.string(),
  kind: z.enum(['shot', 'author']),
  shot: z.object({ id: z.string(), title: z.string(), url: z.string() }).nullable(),
  reason: z.enum(SHOT_FEEDBACK_REASONS).nullable(),
  rating: z.number().int().nullable(),
  message: z.string(),
  from_name: z.string(),
  created_at: z.string(),
});
export type ReceivedFeedback = z.infer<typeof receivedFeedbackSchema>;

export const receivedFeedbackReplySchema = z.object({ feedback: z.array(receivedFeedbackSchema) });
export type ReceivedFeedbackReply = z.infer<typeof receivedFeedbackReplySchema>;
