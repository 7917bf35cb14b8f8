import type { InviteMembersReply } from '@learnbox/contracts';
import {
  DomainError,
  INVITATION_TTL_MS,
  invitationState,
  NO_ORG_SUBSCRIPTION_MESSAGE,
  STATUS,
  seatLimitMessage,
  seatsLeft,
} from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { MailMessage } from '../../platform/mail/mail.service';
import { teamInvitationMail } from './invitation-mail';
import { invitationUrl, newInvitationToken } from './invitation-token';
import type { InvitationRow } from './organizations.repository';
import type { OrganizationsContext } from './organizations-context';
import { requireAdmin } from './require-admin';
import { loadTeam, seatUsage } from './team-view';

type Result = InviteMembersReply['results'][number];

/**
 * What each address needs: seat holders are skipped; an open invitation is sent again with a fresh
 * link, and only takes a new seat when it had expired (a pending one already holds its seat).
 */
function planInvitations(
  emails: string[],
  holders: ReadonlySet<string>,
  invitations: InvitationRow[],
  now: Date,
): (Result & { needsSeat: boolean })[] {
  return [...new Set(emails)].map((email) => {
    if (holders.has(email)) return { email, status: 'already_member', needsSeat: false };
    const open = invitations.find((invitation) => invitation.email === email);
    if (!open) return { email, status: 'invited', needsSeat: true };
    return { email, status: 'reinvited', needsSeat: invitationState(open, now) !== 'pending' };
  });
}

/**
 * Invites addresses to the organization's seats. Addresses of seat holders are skipped; an
 * address with a pending invitation gets a fresh link without taking a second seat. Everything
 * is refused when the new invitations would exceed the paid seats, and past the hourly budget of
 * invitation mails per organization (429).
 */
export async function inviteMembers(
  ctx: OrganizationsContext,
  organizationId: string,
  admin: CurrentUser,
  emails: string[],
): Promise<InviteMembersReply> {
  const organization = await requireAdmin(ctx, organizationId, admin);
  const now = ctx.now();
  const { results, mails } = await ctx.locked(organizationId, async (repo) => {
    const { live, members, invitations, usage } = await seatUsage(repo, organizationId, now);
    if (!live) throw new DomainError(NO_ORG_SUBSCRIPTION_MESSAGE);
    const holders = new Set(
      members.filter((member) => member.isSubscriber).map((member) => member.email.toLowerCase()),
    );
    const planned = planInvitations(emails, holders, invitations, now);
    const needSeat = planned.filter((item) => item.needsSeat).length;
    const left = seatsLeft(usage);
    if (needSeat > left)
      throw new DomainError(seatLimitMessage(left, needSeat), STATUS.OPERATION_NOT_ALLOWED, {
        emails: seatLimitMessage(left, needSeat),
      });
    const toSend = planned.filter((item) => item.status !== 'already_member');
    for (const _ of toSend) {
      const waitMs = await ctx.limiter.hit(`invitations:${organizationId}`, ctx.invitationRule);
      if (waitMs > 0) throw invitationRateLimitError(waitMs, ctx.invitationRule.max);
    }
    const inviterName = admin.name || admin.email;
    const mails: MailMessage[] = [];
    for (const { email } of toSend) {
      const { token, hash } = newInvitationToken();
      await repo.upsertInvitation({
        organizationId,
        email,
        tokenHash: hash,
        invitedBy: admin.id,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        now,
      });
      const hasAccount = await repo.hasAccount(email);
      mails.push(
        teamInvitationMail(
          email,
          organization.name,
          inviterName,
          invitationUrl(ctx.webOrigin, token, hasAccount),
          hasAccount,
        ),
      );
    }
    return { results: planned.map(({ email, status }): Result => ({ email, status })), mails };
  });
  // After the commit: the outbox write must not wait on the organization's lock.
  for (const mail of mails) await ctx.sendMail(mail);
  return { ...(await loadTeam(ctx.repo, organization, now)), results };
}

function invitationRateLimitError(waitMs: number, max: number): DomainError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new DomainError(
    `This organization has sent the most invitations allowed in an hour (${max}). Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    STATUS.RATE_LIMIT,
  );
}
