import { randomUUID } from 'node:crypto';
import type { RequestEnterpriseTrialBody } from '@learnbox/contracts';
import {
  ENTERPRISE_ENTRY_TTL_MS,
  ENTERPRISE_TRIAL_REQUESTED_MESSAGE,
  ENTERPRISE_TRIAL_SEATS,
} from '@learnbox/domain';
import { enforceRateLimits } from '../../platform/rate-limit/rate-limiter';
import { newInvitationToken } from '../organizations';
import type { EnterpriseEntryContext } from './enterprise-entry-context';
import { enterpriseTrialMail, entryUrl } from './entry-mails';

/**
 * "Start a free enterprise trial" on /business: mails a single-use link to the address. The reply
 * is the same sentence whether the address has an account, has had its trial, or gets a link, so
 * the form tells nobody who uses Learnbox. Bounded per address (inbox flooding) and per network
 * address (one visitor spraying addresses).
 */
export async function requestEnterpriseTrial(
  ctx: EnterpriseEntryContext,
  body: RequestEnterpriseTrialBody,
  ip: string,
): Promise<{ message: string }> {
  await enforceRateLimits(ctx.limiter, [
    [`enterprise-trial:ip:${ip}`, ctx.trialRules.perIp],
    [`enterprise-trial:address:${body.email}`, ctx.trialRules.perAddress],
  ]);
  if (!(await ctx.repo.trialUsedBy(body.email))) {
    const now = ctx.now();
    const { token, hash } = newInvitationToken();
    await ctx.repo.insertEntry({
      id: `ent_${randomUUID()}`,
      kind: 'trial',
      email: body.email,
      companyName: body.company_name,
      tokenHash: hash,
      seats: ENTERPRISE_TRIAL_SEATS,
      months: 0,
      expiresAt: new Date(now.getTime() + ENTERPRISE_ENTRY_TTL_MS),
    });
    await ctx.sendMail(
      enterpriseTrialMail(body.email, body.company_name, entryUrl(ctx.webOrigin, 'trial', token)),
    );
  }
  return { message: ENTERPRISE_TRIAL_REQUESTED_MESSAGE };
}
