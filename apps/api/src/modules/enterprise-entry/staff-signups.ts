import { randomUUID } from 'node:crypto';
import type { CreateEnterpriseSignupBody, EnterpriseSignup } from '@learnbox/contracts';
import { ENTERPRISE_ENTRY_TTL_MS, enterpriseEntryState } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import { newInvitationToken } from '../organizations';
import type { EnterpriseEntryRow } from './enterprise-entry.repository';
import type { EnterpriseEntryContext } from './enterprise-entry-context';
import { enterpriseSignupMail, entryUrl } from './entry-mails';

function view(entry: EnterpriseEntryRow, now: Date): EnterpriseSignup {
  return {
    id: entry.id,
    company_name: entry.companyName,
    admin_email: entry.email,
    seats: entry.seats,
    months: entry.months,
    created_at: entry.createdAt.toISOString(),
    expires_at: entry.expiresAt.toISOString(),
    status: enterpriseEntryState(entry, now),
    organization_id: entry.organizationId,
  };
}

/**
 * A sales-closed enterprise (staff only, checked by the route): the admin address gets a
 * single-use link that creates the organization with a paid ENTERPRISE term of these seats.
 */
export async function createEnterpriseSignup(
  ctx: EnterpriseEntryContext,
  staff: CurrentUser,
  body: CreateEnterpriseSignupBody,
): Promise<EnterpriseSignup> {
  const now = ctx.now();
  const { token, hash } = newInvitationToken();
  const entry = await ctx.repo.insertEntry({
    id: `ent_${randomUUID()}`,
    kind: 'signup',
    email: body.admin_email,
    companyName: body.company_name,
    tokenHash: hash,
    seats: body.seats,
    months: body.months,
    createdBy: staff.id,
    expiresAt: new Date(now.getTime() + ENTERPRISE_ENTRY_TTL_MS),
    createdAt: now,
  });
  await ctx.sendMail(
    enterpriseSignupMail(
      body.admin_email,
      body.company_name,
      body.seats,
      body.months,
      entryUrl(ctx.webOrigin, 'signup', token),
    ),
  );
  return view(entry, now);
}

export async function listEnterpriseSignups(ctx: EnterpriseEntryContext) {
  const now = ctx.now();
  return { signups: (await ctx.repo.signups()).map((entry) => view(entry, now)) };
}
