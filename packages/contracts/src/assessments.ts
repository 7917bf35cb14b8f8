import { z } from 'zod';

/**
 * Skill assessments (issue 15): what learners see (never a correct flag, a test or a solution
 * before they answer) and what authors edit in /assessmenteditor.
 */

export const assessmentSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export const assessmentAttemptParamsSchema = z.object({ attemptId: z.string().min(1).max(100) });
export const assessmentIdParamsSchema = z.object({ assessmentId: z.string().min(1).max(100) });

export const assessmentSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  skill: z.string(),
  question_count: z.number().int(),
  max_questions: z.number().int(),
  time_limit_minutes: z.number().int(),
});
export type AssessmentSummary = z.infer<typeof assessmentSummarySchema>;

export const assessmentListReplySchema = z.object({ assessments: z.array(assessmentSummarySchema) });

/** An assessment's page: for a signed-in learner, an attempt to resume, the last result, the cool-down. */
export const assessmentDetailReplySchema = assessmentSummarySchema.extend({
  skills: z.array(z.string()),
  in_progress_attempt_id: z.string().nullable(),
  last_finished_attempt_id: z.string().nullable(),
  /** ISO time a new attempt may start, when the cool-down is on; else null. */
  retake_allowed_at: z.string().nullable(),
  cooldown_text: z.string().nullable(),
});
export type AssessmentDetailReply = z.infer<typeof assessmentDetailReplySchema>;

export const startAttemptReplySchema = z.object({ attempt_id: z.string() });

/** A question as the learner sees it: the prompt, option texts, a coding question's starter. */
export const askedQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(['multiple_choice', 'coding']),
  skill: z.string(),
  prompt: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  language: z.string().nullable(),
  starter_code: z.string(),
});
export type AskedQuestion = z.infer<typeof askedQuestionSchema>;

export const attemptStateReplySchema = z.object({
  attempt_id: z.string(),
  assessment: z.object({ slug: z.string(), title: z.string(), skill: z.string() }),
  status: z.enum(['in_progress', 'finished']),
  started_at: z.string(),
  deadline: z.string(),
  /** The server's clock, so the browser's timer does not depend on its own. */
  now: z.string(),
  answered: z.number().int(),
  max_questions: z.number().int(),
  question: askedQuestionSchema.nullable(),
  /** After an answer: whether it was right (known only once submitted). */
  last_answer_correct: z.boolean().nullable(),
});
export type AttemptStateReply = z.infer<typeof attemptStateReplySchema>;

export const submitAnswerBodySchema = z.object({
  question_id: z.string().min(1).max(100),
  option_id: z.string().min(1).max(100).optional(),
  code: z.string().max(65_536, 'Your code may be at most 65536 characters long.').optional(),
});
export type SubmitAnswerBody = z.infer<typeof submitAnswerBodySchema>;

export const assessmentLevelSchema = z.enum(['Novice', 'Beginner', 'Intermediate', 'Advanced', 'Expert']);

/**
 * A finished attempt. The evidence says whether each answer was right but not which option was:
 * the bank is reused on retakes, so the right options stay on the server.
 */
export const attemptResultReplySchema = z.object({
  attempt_id: z.string(),
  assessment: z.object({ slug: z.string(), title: z.string(), skill: z.string() }),
  started_at: z.string(),
  finished_at: z.string(),
  end_reason: z.string(),
  level: assessmentLevelSchema,
  ability: z.number(),
  standard_error: z.number(),
  skills: z.array(
    z.object({
      skill: z.string(),
      level: assessmentLevelSchema,
      answered: z.number().int(),
      correct: z.number().int(),
    }),
  ),
  evidence: z.array(
    z.object({
      position: z.number().int(),
      question_id: z.string(),
      skill: z.string(),
      kind: z.enum(['multiple_choice', 'coding']),
      prompt: z.string(),
      difficulty: z.number(),
      /** The chosen option's text, or the submitted code. */
      answer: z.string(),
      correct: z.boolean(),
      seconds: z.number().int(),
    }),
  ),
  recommendations: z.array(
    z.object({
      kind: z.enum(['course', 'path']),
      slug: z.string(),
      title: z.string(),
      url: z.string(),
      difficulty: z.string(),
    }),
  ),
  retake_allowed_at: z.string().nullable(),
});
export type AttemptResultReply = z.infer<typeof attemptResultReplySchema>;

// The editor.

const text = (max: number) => z.string().max(max, `Must be at most ${max} characters.`);

export const editorQuestionSchema = z.object({
  id: z.string().max(100).optional(),
  skill: text(100).min(1, 'Name the skill this question measures.'),
  difficulty: z
    .number()
    .min(-4, 'Difficulty must be a number from -4 to 4.')
    .max(4, 'Difficulty must be a number from -4 to 4.'),
  kind: z.enum(['multiple_choice', 'coding']),
  prompt: text(10_000),
  options: z
    .array(z.object({ id: z.string().max(100).optional(), text: text(2000), correct: z.boolean() }))
    .max(10),
  language: z.enum(['python', 'javascript']).nullable().default(null),
  starter_code: text(65_536).default(''),
  tests: z
    .array(
      z.object({
        name: text(200).default(''),
        stdin: text(65_536).default(''),
        expected_output: text(65_536),
      }),
    )
    .max(20),
  solution: text(65_536).nullable().default(null),
});
export type EditorQuestion = z.input<typeof editorQuestionSchema>;

export const editorAssessmentBodySchema = z.object({
  slug: text(100).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes.'),
  title: text(200).min(1, 'Give the assessment a title.'),
  summary: text(1000).default(''),
  skill: text(100).min(1, 'Name the skill (a catalogue tag such as python).'),
  time_limit_minutes: z.number().int().min(1).max(180).default(20),
  max_questions: z.number().int().min(3).max(50).default(12),
  published: z.boolean().default(false),
  questions: z.array(editorQuestionSchema).max(200),
});
export type EditorAssessmentBody = z.input<typeof editorAssessmentBodySchema>;

export const editorAssessmentReplySchema = editorAssessmentBodySchema.extend({
  id: z.string(),
  questions: z.array(editorQuestionSchema.extend({ id: z.string() })),
});
export type EditorAssessmentReply = z.infer<typeof editorAssessmentReplySchema>;

export const editorAssessmentListReplySchema = z.object({
  assessments: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      title: z.string(),
      published: z.boolean(),
      question_count: z.number().int(),
    }),
  ),
});
