import { z } from 'zod';

export const INTERVIEW_TRACKS = ['coding', 'system_design'] as const;
export const interviewTrackSchema = z.enum(INTERVIEW_TRACKS);

export const startInterviewBodySchema = z.object({ track: interviewTrackSchema });
export const interviewParamsSchema = z.object({ interviewId: z.string().min(1).max(100) });
/** The learner's code (coding track) or written design (system design track). */
export const interviewCodeBodySchema = z.object({ code: z.string().max(100_000) });
export const interviewAnswersBodySchema = z.object({ answers: z.array(z.string().max(5000)).min(1).max(10) });

const scorecardSchema = z.object({
  correctness: z.object({ passed: z.number().int(), total: z.number().int() }).nullable(),
  minutes_used: z.number().int(),
  within_time: z.boolean(),
  hints_used: z.number().int(),
  follow_up_coverage: z.number().int(),
  summary: z.string(),
});

export const interviewReplySchema = z.object({
  id: z.string(),
  track: interviewTrackSchema,
  stage: z.enum(['coding', 'follow_up', 'done']),
  problem: z.object({
    title: z.string(),
    prompt: z.string(),
    language: z.string().nullable(),
    starter_code: z.string(),
  }),
  started_at: z.string(),
  deadline_at: z.string(),
  code: z.string(),
  /** The last submission's verdict per hidden test (names only, never their data). */
  tests: z.object({ passed: z.number().int(), total: z.number().int() }).nullable(),
  hints_used: z.number().int(),
  /** Shown once the coding part has ended. */
  follow_ups: z.array(z.string()),
  answers: z.array(z.object({ question: z.string(), answer: z.string(), note: z.string() })),
  scorecard: scorecardSchema.nullable(),
});
export type InterviewReply = z.infer<typeof interviewReplySchema>;

export const interviewHintReplySchema = z.object({
  text: z.string(),
  hints_used: z.number().int(),
});

export const interviewHistoryReplySchema = z.object({
  interviews: z.array(
    z.object({
      id: z.string(),
      track: interviewTrackSchema,
      title: z.string(),
      started_at: z.string(),
      stage: z.enum(['coding', 'follow_up', 'done']),
      scorecard: scorecardSchema.nullable(),
    }),
  ),
});
