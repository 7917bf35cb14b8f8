import { z } from 'zod';
import { contentIdSchema } from './content';
import { quizVerdictSchema, widgetIdSchema } from './widgets';

/**
 * Quizzes graded on the server (issue 15 "Reader"): POST /api/quiz/answer and GET /api/quiz/score.
 * The browser gets a quiz without its answers (publicQuizWidgetSchema); answering one question
 * reveals its verdict, correct options and explanation, and stores the attempt for a signed-in
 * learner on a published lesson.
 */

/** The page a quiz is on: a published lesson or shot, or (preview) the studio draft of one. */
const quizPageShape = {
  lesson_id: contentIdSchema.optional(),
  shot_id: contentIdSchema.optional(),
  /** Grade against the studio's latest draft (collaborators only); never stored. */
  preview: z.boolean().optional(),
};
const onePage = {
  message: 'Send either "lesson_id" or "shot_id": the page the quiz is on.',
};

export const quizAnswerRequestSchema = z
  .object({
    ...quizPageShape,
    widget_id: widgetIdSchema,
    question_id: widgetIdSchema,
    chosen: z
      .array(widgetIdSchema)
      .min(1, 'Choose at least one answer.')
      .max(8, 'A question has at most 8 options.'),
  })
  .refine((body) => (body.lesson_id === undefined) !== (body.shot_id === undefined), onePage);
export type QuizAnswerRequest = z.input<typeof quizAnswerRequestSchema>;

export const quizAnswerReplySchema = quizVerdictSchema.extend({
  /** True when the attempt was kept (a signed-in learner on a published lesson). */
  stored: z.boolean(),
  /** The lesson was just completed by answering its quizzes' last question right. */
  lesson_completed: z.boolean(),
});
export type QuizAnswerReply = z.infer<typeof quizAnswerReplySchema>;

export const quizScoreQuerySchema = z.object({ lesson_id: contentIdSchema });

/** One quiz's score: its latest attempt per question. */
export const quizScoreSchema = z.object({
  widget_id: widgetIdSchema,
  questions: z.number().int(),
  answered: z.number().int(),
  right: z.number().int(),
});
export type QuizScore = z.infer<typeof quizScoreSchema>;

export const quizScoreReplySchema = z.object({
  lesson_id: contentIdSchema,
  quizzes: z.array(quizScoreSchema),
  /** Every question of every quiz of the lesson was answered right at least once. */
  passed: z.boolean(),
});
export type QuizScoreReply = z.infer<typeof quizScoreReplySchema>;
