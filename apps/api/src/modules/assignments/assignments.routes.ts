import { apiRoutes } from '@learnbox/contracts';
import { ASSIGNMENT_MESSAGES, DomainError, STATUS } from '@learnbox/domain';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireUser } from '../../platform/http/current-user';
import { registerRoute } from '../../platform/http/register-route';
import type { AssignmentsContext } from './assignments-context';
import { createAssignment } from './create-assignment';
import { createGroup, deleteGroup, listGroups, updateGroup } from './groups';
import { listAssignableWorks, listAssignments, removeAssignment } from './list-assignments';
import { eventsInfo, mine } from './my-assignments';
import { dismissNudge, nudgeAssignee } from './nudges';
import { runAssignmentReminders } from './reminders';
import { reportAssignments, reportMembers, reportMembersCsv } from './reports';
import { runWeeklySummary } from './weekly-summary';

export interface AssignmentsRoutesOptions {
  /** The jobs' dev route is served only where the dev mailbox is (a loopback set-up). */
  devJobs: boolean;
}

/** Groups, assignments, nudges and reports of an organization; the learner's own assignments. */
export function assignmentsRoutes(ctx: AssignmentsContext, options: AssignmentsRoutesOptions) {
  const routes = apiRoutes.assignments;
  return async (app: AppInstance): Promise<void> => {
    registerRoute(app, routes.groups, async (request) =>
      listGroups(ctx, request.params.organizationId, requireUser(request)),
    );
    registerRoute(app, routes.createGroup, async (request) =>
      createGroup(ctx, request.params.organizationId, requireUser(request), request.body),
    );
    registerRoute(app, routes.updateGroup, async (request) => {
      const { organizationId, groupId } = request.params;
      return updateGroup(ctx, organizationId, groupId, requireUser(request), request.body);
    });
    registerRoute(app, routes.deleteGroup, async (request) => {
      const { organizationId, groupId } = request.params;
      return deleteGroup(ctx, organizationId, groupId, requireUser(request));
    });
    registerRoute(app, routes.works, async (request) =>
      listAssignableWorks(ctx, request.params.organizationId, requireUser(request)),
    );
    registerRoute(app, routes.list, async (request) =>
      listAssignments(ctx, request.params.organizationId, requireUser(request)),
    );
    registerRoute(app, routes.create, async (request) =>
      createAssignment(ctx, request.params.organizationId, requireUser(request), request.body),
    );
    registerRoute(app, routes.remove, async (request) => {
      const { organizationId, assignmentId } = request.params;
      return removeAssignment(ctx, organizationId, assignmentId, requireUser(request));
    });
    registerRoute(app, routes.nudge, async (request) => {
      const { organizationId, assignmentId } = request.params;
      return nudgeAssignee(ctx, organizationId, assignmentId, requireUser(request), request.body.user_id);
    });
    registerRoute(app, routes.reportMembers, async (request) =>
      reportMembers(ctx, request.params.organizationId, requireUser(request)),
    );
    registerRoute(app, routes.reportAssignments, async (request) =>
      reportAssignments(ctx, request.params.organizationId, requireUser(request)),
    );
    registerRoute(app, routes.reportMembersCsv, async (request, reply) => {
      const { fileName, csv } = await reportMembersCsv(
        ctx,
        request.params.organizationId,
        requireUser(request),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });
    registerRoute(app, routes.mine, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return mine(ctx, requireUser(request));
    });
    registerRoute(app, routes.dismissNudge, async (request) =>
      dismissNudge(ctx, request.params.nudgeId, requireUser(request)),
    );
    registerRoute(app, routes.eventsInfo, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return eventsInfo(ctx, requireUser(request));
    });
    registerRoute(app, routes.runJobs, async (request) => {
      if (!options.devJobs) throw new DomainError(ASSIGNMENT_MESSAGES.DEV_JOBS_OFF, STATUS.NOT_FOUND);
      const now = request.body.now ? new Date(request.body.now) : ctx.now();
      return {
        reminders_sent: await runAssignmentReminders(ctx, now),
        summaries_sent: await runWeeklySummary(ctx, now),
      };
    });
  };
}
