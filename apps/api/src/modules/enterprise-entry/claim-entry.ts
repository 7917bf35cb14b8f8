import type { ClaimEnterpriseEntryBody, ClaimEnterpriseEntryReply } from '@learnbox/contracts';
import {
  DomainError,
  ENTRY_LINK_USED_MESSAGE,
  ENTRY_NEEDS_ACCOUNT_MESSAGE,
  ENTRY_WRONG_ACCOUNT_MESSAGE,
  enterpriseTermEnd,
  hasTrustedEmail,
  STATUS,
  SUBSCRIPTION_TYPES,
  TRIAL_ALREADY_USED_MESSAGE,
} from '@learnbox/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EnterpriseEntryContext } from './enterprise-entry-context';
import { findPendingEntry } from './find-entry';

/**
 * Uses a trial or signup link: the organization is created with an ENTERPRISE term (a trial's
 * seats and days, or the seats and months sales agreed) and the link's address as its owner admin
 * holding a seat. The caller is that address's account: logged in with it, or signing up here
 * (the link proves the inbox, so the account is verified). The link works once; a trial once per
 * address.
 */
export async function claimEntry(
  ctx: EnterpriseEntryContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: ClaimEnterpriseEntryBody,
): Promise<ClaimEnterpriseEntryReply> {
  const now = ctx.now();
  const entry = await findPendingEntry(ctx, body.token, now);
  const trial = entry.kind === 'trial';
  if (trial && (await ctx.repo.trialUsedBy(entry.email)))
    throw new DomainError(TRIAL_ALREADY_USED_MESSAGE, STATUS.ALREADY_EXISTS);

  let userId: string;
  const user = request.user;
  if (user) {
    // The link reached this address's inbox: an unverified account of the same address is proven.
    if (!hasTrustedEmail({ email: user.email, emailVerified: true }, entry.email))
      throw new DomainError(ENTRY_WRONG_ACCOUNT_MESSAGE, STATUS.ACCESS_DENIED);
    if (!user.emailVerified) await ctx.accounts.markVerified(user.id);
    userId = user.id;
  } else if (body.account) {
    ({ userId } = await ctx.accounts.signUp(request, reply, {
      email: entry.email,
      name: body.account.full_name,
      password: body.account.password,
    }));
  } else {
    throw new DomainError(ENTRY_NEEDS_ACCOUNT_MESSAGE, STATUS.UNAUTHORIZED);
  }
  if (trial && (await ctx.repo.hasAvailedB2bTrial(userId)))
    throw new DomainError(TRIAL_ALREADY_USED_MESSAGE, STATUS.ALREADY_EXISTS);

  const created = await ctx.repo.createEnterprise({
    entry,
    userId,
    organizationName: body.organization_name,
    plan: ctx.plan,
    // A trial is self-serve like a checkout (7004); a sales-closed plan is the paid type 7001.
    subscriptionType: trial ? SUBSCRIPTION_TYPES.SELF_CHECKOUT : SUBSCRIPTION_TYPES.PAID,
    expiresAt: enterpriseTermEnd(entry, now),
    now,
  });
  if (created === 'used') throw new DomainError(ENTRY_LINK_USED_MESSAGE, STATUS.ALREADY_EXISTS);
  if (created === 'trial_taken') throw new DomainError(TRIAL_ALREADY_USED_MESSAGE, STATUS.ALREADY_EXISTS);
  ctx.accounts.forget(userId);
  return { organization_id: created.organizationId, organization_name: body.organization_name };
}
