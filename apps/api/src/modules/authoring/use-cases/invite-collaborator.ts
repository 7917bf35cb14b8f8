import { createHash, randomBytes } from 'node:crypto';
import type { WorkRole } from '@learnbox/contracts';
import {
  AUTHORING_MESSAGES,
  DomainError,
  STATUS,
  WORK_INVITATIONS_PER_HOUR,
  workInvitationLines,
  workInvitationSubject,
} from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import { greet, layout } from '../../../platform/mail/mail-layout';
import { rateLimitError } from '../../../platform/rate-limit/rate-limiter';
import type { AuthoringContext } from '../authoring-context';
import { headOf } from '../documents';
import { openWork } from '../work-access';
import { isAuthorOf, toCollaborator, type WorkParams } from './collaborators';

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * POST …/collaborators (owners): an invitation row holding only the token's hash, and a mail
 * through the outbox with the accept link (/collaborations/{token}).
 */
export async function inviteCollaborator(
  ctx: AuthoringContext,
  user: CurrentUser | null,
  params: WorkParams,
  body: { email: string; role: WorkRole },
) {
  const { work, user: inviter } = await openWork(ctx, user, params.kind, params.id, 'manage');
  const waitMs = await ctx.limiter.hit(`work-invitations:${inviter.id}`, {
    max: WORK_INVITATIONS_PER_HOUR,
    windowMs: 3600_000,
  });
  if (waitMs > 0) throw rateLimitError(waitMs);
  if (isAuthorOf(work, body.email))
    throw new DomainError(AUTHORING_MESSAGES.ALREADY_COLLABORATOR, STATUS.ALREADY_EXISTS);
  const token = randomBytes(32).toString('base64url');
  const row = await ctx.collaborators.invite({
    workKind: work.anchor.kind,
    workId: work.anchor.id,
    email: body.email,
    role: body.role,
    status: 'invited',
    invitationTokenHash: hashInvitationToken(token),
    invitedBy: inviter.id,
  });
  if (!row) throw new DomainError(AUTHORING_MESSAGES.ALREADY_COLLABORATOR, STATUS.ALREADY_EXISTS);
  const anchor =
    work.anchor.kind === work.kind ? work : { ...work, kind: work.anchor.kind, id: work.anchor.id };
  const title = (await headOf(ctx, anchor).catch(() => null))?.document.title ?? work.anchor.title;
  const url = `${ctx.webOrigin}/collaborations/${token}`;
  const lines = workInvitationLines(inviter.name, title, body.role);
  await ctx.sendMail({
    to: body.email,
    kind: 'work-invitation',
    subject: workInvitationSubject(title),
    text: `${greet('')}\n\n${lines.join('\n')}\n\n${url}\n`,
    html: layout(greet(''), lines, { label: 'Accept the invitation', url }),
  });
  return { collaborator: toCollaborator(row) };
}
