import type { AppInstance } from '../../platform/http/app-instance';
import { type AssignmentsRoutesOptions, assignmentsRoutes } from './assignments.routes';
import type { AssignmentsContext } from './assignments-context';

declare module 'fastify' {
  interface FastifyInstance {
    /** The assignments context; main.ts runs the reminder and summary jobs on it. */
    assignments: AssignmentsContext;
  }
}

export async function registerAssignments(
  app: AppInstance,
  ctx: AssignmentsContext,
  options: AssignmentsRoutesOptions,
): Promise<void> {
  app.decorate('assignments', ctx);
  await app.register(assignmentsRoutes(ctx, options));
}
