import { z } from 'zod';
import { contentIdSchema } from './content';
import { runnerFileSchema } from './runner';
import { widgetIdSchema } from './widgets';

/**
 * POST /api/coach/hint (and /hint/stream): the next step of the hint ladder for a lesson's judged
 * exercise. The api judges the files itself (the failing test's name, the example's output), so
 * nothing the browser says about the result is taken on trust.
 */
export const coachHintBodySchema = z.object({
  lesson_id: contentIdSchema,
  widget_id: widgetIdSchema,
  files: z.array(runnerFileSchema).min(1).max(32),
});
export type CoachHintBody = z.infer<typeof coachHintBodySchema>;

export const COACH_HINT_STEPS = ['nudge', 'concept', 'pointer', 'pseudocode'] as const;

const citationSchema = z.object({
  lesson_id: z.string(),
  title: z.string(),
  href: z.string(),
  /** "From the lesson “…”." */
  text: z.string(),
});

const allowanceShape = {
  /** Coach answers left today (UTC), after this one. */
  remaining: z.number().int().min(0),
  allowance: z.number().int().min(1),
};

export const coachHintReplySchema = z.object({
  step: z.enum(COACH_HINT_STEPS),
  /** 1-based position on the ladder. */
  step_number: z.number().int().min(1).max(4),
  label: z.string(),
  text: z.string(),
  source: z.enum(['ladder', 'model']),
  /** True when the leak guard cut something out of the text. */
  redacted: z.boolean(),
  last_step: z.boolean(),
  citation: citationSchema,
  ...allowanceShape,
});
export type CoachHintReply = z.infer<typeof coachHintReplySchema>;

/** POST /api/coach/explain: a failed run's output explained from the error catalogue. */
export const coachExplainBodySchema = z.object({
  lesson_id: contentIdSchema,
  widget_id: widgetIdSchema,
  stderr: z.string().max(20_000).default(''),
  compile_output: z.string().max(20_000).nullable().default(null),
  signal: z.string().max(20).nullable().default(null),
  /** The learner's main file, to quote the line the error names. */
  code: z.string().max(100_000).default(''),
});
export type CoachExplainBody = z.input<typeof coachExplainBodySchema>;

export const coachExplainReplySchema = z.object({
  /** Null when the catalogue has no row for this output. */
  error_id: z.string().nullable(),
  title: z.string().nullable(),
  text: z.string(),
  line: z.number().int().nullable(),
  citation: citationSchema,
  ...allowanceShape,
});
export type CoachExplainReply = z.infer<typeof coachExplainReplySchema>;
export type ParsedCoachExplainBody = z.output<typeof coachExplainBodySchema>;
