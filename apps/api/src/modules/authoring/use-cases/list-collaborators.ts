import type { CurrentUser } from '../../../platform/http/current-user';
import type { AuthoringContext } from '../authoring-context';
import { openWork } from '../work-access';
import { collaboratorsOf, type WorkParams } from './collaborators';

/** GET …/collaborators: any collaborator may see who else works on it. */
export async function listCollaborators(ctx: AuthoringContext, user: CurrentUser | null, params: WorkParams) {
  const { work } = await openWork(ctx, user, params.kind, params.id, 'read');
  return { collaborators: await collaboratorsOf(ctx, work) };
}
