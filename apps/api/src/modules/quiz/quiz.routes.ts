import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter';
import { createMemoryRateLimiter } from '../../platform/rate-limit/rate-limiter';
import { callerKey, enforceCodeRateLimit } from '../code';
import { createQuizService, type DraftWidgetReader } from './quiz.service';

/** A learner checks a handful of answers a minute; a script trying every option does not. */
export const DEFAULT_QUIZ_RATE_LIMITS = {
  answersPerUser: { max: 120, windowMs: 60_000 },
  answersPerIp: { max: 60, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

export interface QuizModuleOptions {
  limiter?: RateLimiter;
  drafts?: DraftWidgetReader;
  rateLimits?: Partial<typeof DEFAULT_QUIZ_RATE_LIMITS>;
}

/** Quizzes graded on the server: POST /api/quiz/answer and GET /api/quiz/score. */
export function quizRoutes(options: QuizModuleOptions = {}) {
  return async (app: AppInstance): Promise<void> => {
    const service = createQuizService(app.deps.db, options.drafts);
    const limiter = options.limiter ?? createMemoryRateLimiter();
    const limits = { ...DEFAULT_QUIZ_RATE_LIMITS, ...options.rateLimits };

    registerRoute(app, apiRoutes.quiz.answer, async (request, reply) => {
      const rule = request.user ? limits.answersPerUser : limits.answersPerIp;
      await enforceCodeRateLimit(limiter, `quiz:${callerKey(request)}`, rule, reply, 'quiz answers');
      return service.answer(request.body, request.user);
    });

    registerRoute(app, apiRoutes.quiz.score, async (request) =>
      service.score(request.query.lesson_id, request.user),
    );
  };
}
