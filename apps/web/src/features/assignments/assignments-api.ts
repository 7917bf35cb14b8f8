import type { CreateAssignmentBody } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { api } from '../api-client/api-client';
import { apiPath } from '../api-client/api-path';

const routes = apiRefs.assignments;

/** The assignment endpoints (apps/api/src/modules/assignments). */
export const assignmentsApi = {
  options: (organizationId: string) => api.call(routes.works, { params: { organizationId } }),
  list: (organizationId: string) => api.call(routes.list, { params: { organizationId } }),
  create: (organizationId: string, body: Omit<CreateAssignmentBody, 'due_at'> & { due_at: string }) =>
    api.call(routes.create, { params: { organizationId }, body }),
  remove: (organizationId: string, assignmentId: string) =>
    api.call(routes.remove, { params: { organizationId, assignmentId } }),
  nudge: (organizationId: string, assignmentId: string, userId: string) =>
    api.call(routes.nudge, { params: { organizationId, assignmentId }, body: { user_id: userId } }),
  createGroup: (organizationId: string, name: string, memberIds: string[]) =>
    api.call(routes.createGroup, { params: { organizationId }, body: { name, member_ids: memberIds } }),
  reportMembers: (organizationId: string) => api.call(routes.reportMembers, { params: { organizationId } }),
  reportAssignments: (organizationId: string) =>
    api.call(routes.reportAssignments, { params: { organizationId } }),
  /** A link, not a call: the browser downloads the file (Content-Disposition: attachment). */
  membersCsvHref: (organizationId: string) =>
    apiPath(routes.reportMembersCsv, { params: { organizationId } }),
  mine: () => api.call(routes.mine),
  dismissNudge: (nudgeId: string) => api.call(routes.dismissNudge, { params: { nudgeId } }),
};

/** "in_progress" → "In progress". */
export const statusLabel = (status: string) => {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A due date as people read it, in their own time zone. */
export const formatDue = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
