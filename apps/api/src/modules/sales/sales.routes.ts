import { apiRoutes } from '@learnbox/contracts';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import type { MailMessage } from '../../platform/mail/mail.service';
import {
  enforceRateLimits,
  type RateLimiter,
  type RateLimitRule,
} from '../../platform/rate-limit/rate-limiter';
import { salesServiceFor } from './sales.service';

/** Per address: enough for a team filling the forms in, too few to flood sales' or anyone's inbox. */
export const DEFAULT_SALES_RATE_LIMIT: RateLimitRule = { max: 5, windowMs: 60 * 60_000 };
export const DEFAULT_SALES_EMAIL = 'sales@learnbox.dev';

export interface SalesModuleOptions {
  limiter: RateLimiter;
  sendMail: (message: MailMessage) => Promise<unknown>;
  salesEmail?: string;
  webOrigin: string;
  limit?: RateLimitRule;
}

export const salesRoutes = (options: SalesModuleOptions) => async (app: AppInstance) => {
  const sales = salesServiceFor(app.deps.db, {
    sendMail: options.sendMail,
    salesEmail: options.salesEmail ?? DEFAULT_SALES_EMAIL,
    webOrigin: options.webOrigin,
  });
  const limit = options.limit ?? DEFAULT_SALES_RATE_LIMIT;

  registerRoute(app, apiRoutes.sales.contactSpecialist, async (request) => {
    await enforceRateLimits(options.limiter, [[`sales:lead:ip:${request.ip}`, limit]]);
    return sales.contactSpecialist(request.body);
  });

  registerRoute(app, apiRoutes.sales.sendRecruitingCostEmail, async (request) => {
    await enforceRateLimits(options.limiter, [[`sales:estimate:ip:${request.ip}`, limit]]);
    return sales.sendRecruitingCostEmail(request.body);
  });
};
