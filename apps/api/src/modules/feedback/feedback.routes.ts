import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireUser } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import {
  enforceRateLimits,
  type RateLimiter,
  type RateLimitRule,
} from '../../platform/rate-limit/rate-limiter';
import { feedbackServiceFor } from './feedback.service';

/** Feedback sent per user: plenty for a reader, too few for a script filling an author's list. */
export const DEFAULT_FEEDBACK_RATE_LIMIT: RateLimitRule = { max: 20, windowMs: 60 * 60_000 };

export interface FeedbackModuleOptions {
  limiter: RateLimiter;
  limit?: RateLimitRule;
}

export const feedbackRoutes = (options: FeedbackModuleOptions) => async (app: AppInstance) => {
  const feedback = feedbackServiceFor(app.deps.db);
  const limit = options.limit ?? DEFAULT_FEEDBACK_RATE_LIMIT;
  // One budget for both kinds: a sender cannot double it by switching modal.
  const spend = (userId: string) => enforceRateLimits(options.limiter, [[`feedback:user:${userId}`, limit]]);

  registerRoute(app, apiRoutes.feedback.shot, async (request) => {
    const user = requireUser(request);
    await spend(user.id);
    return feedback.sendOnShot(user, request.params.id, request.body);
  });

  registerRoute(app, apiRoutes.feedback.author, async (request) => {
    const user = requireUser(request);
    await spend(user.id);
    return feedback.sendToAuthor(user, request.params.id, request.body);
  });

  registerRoute(app, apiRoutes.feedback.received, async (request) => feedback.received(requireUser(request)));
};
