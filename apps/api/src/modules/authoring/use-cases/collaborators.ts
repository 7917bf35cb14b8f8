import type { Collaborator, WorkKind } from '@learnbox/contracts';
import { normalizeEmail } from '@learnbox/domain';
import type { AuthoringContext } from '../authoring-context';
import type { CollaboratorRow } from '../repositories/collaborators.repository';
import type { LocatedWork } from '../work-access';

/** The collaborators of a work as the dialog lists them: its author first (always an owner). */
export async function collaboratorsOf(ctx: AuthoringContext, work: LocatedWork): Promise<Collaborator[]> {
  const rows = await ctx.collaborators.list(work.anchor.kind, work.anchor.id);
  const author = work.anchor.author;
  const emails = [...(author ? [normalizeEmail(author.email)] : []), ...rows.map((row) => row.email)];
  const accounts = await ctx.collaborators.accountsByEmail(emails);
  const list: Collaborator[] = [];
  if (author) {
    const account = accounts.get(normalizeEmail(author.email));
    list.push({
      user_id: account?.id ?? null,
      name: author.name,
      email: normalizeEmail(author.email),
      role: 'owner',
      status: 'active',
    });
  }
  for (const row of rows) list.push(toCollaborator(row, accounts.get(row.email)?.name));
  return list;
}

export function toCollaborator(row: CollaboratorRow, name?: string): Collaborator {
  return {
    user_id: row.userId,
    name: name ?? row.email,
    email: row.email,
    role: row.role,
    status: row.status,
  };
}

export const isAuthorOf = (work: LocatedWork, email: string) =>
  work.anchor.author !== null && normalizeEmail(work.anchor.author.email) === normalizeEmail(email);

export type WorkParams = { kind: WorkKind; id: string };
