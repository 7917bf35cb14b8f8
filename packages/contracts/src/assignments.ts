import { z } from 'zod';
import { organizationParamsSchema } from './organizations';

/**
 * Assignments, groups, nudges and reports of an organization (issue 16 "Assignments", "Reports"),
 * and GET /api/enterprise/events-info (spec section 7) for the signed-in learner.
 */

const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
const idField = (what: string) =>
  z
    .string({ error: `Give the ${what}.` })
    .trim()
    .min(1, { error: `Give the ${what}.` })
    .max(100, { error: `This ${what} is too long.` })
    .regex(ID_PATTERN, { error: `This ${what} is not valid.` });

/** Most members (or groups) one assignment or group names at once. */
export const MAX_ASSIGNEES = 500;

const idList = (what: string) =>
  z
    .array(idField(what), { error: `List the ${what}s.` })
    .max(MAX_ASSIGNEES, { error: `Choose at most ${MAX_ASSIGNEES} at once.` });

export const assignmentWorkKindSchema = z.enum(['course', 'path', 'assessment', 'project'], {
  error: 'Choose a course, path, assessment or project.',
});
export const assignmentStatusSchema = z.enum(['not_started', 'in_progress', 'completed', 'overdue']);

export const groupParamsSchema = organizationParamsSchema.extend({ groupId: idField('group id') });
export const assignmentParamsSchema = organizationParamsSchema.extend({
  assignmentId: idField('assignment id'),
});
export const nudgeParamsSchema = z.object({ nudgeId: idField('nudge id') });

const groupName = z
  .string({ error: 'Give the group a name.' })
  .trim()
  .min(1, { error: 'Give the group a name.' })
  .max(80, { error: 'Keep the group name under 80 characters.' });

export const createGroupBodySchema = z.object({
  name: groupName,
  member_ids: idList('member id').default([]),
});
export const updateGroupBodySchema = z
  .object({ name: groupName.optional(), member_ids: idList('member id').optional() })
  .refine((body) => body.name !== undefined || body.member_ids !== undefined, {
    error: 'Change the name or the members of the group.',
  });

export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  member_ids: z.array(z.string()),
  created_at: z.string(),
});
export type AssignmentGroup = z.infer<typeof groupSchema>;
export const groupReplySchema = z.object({ group: groupSchema });
export const groupsReplySchema = z.object({ groups: z.array(groupSchema) });

/** A due date: an ISO date-time (with offset) or a plain date, read as the end of that day in UTC. */
const dueAtField = z
  .string({ error: 'Give the due date.' })
  .trim()
  .min(1, { error: 'Give the due date.' })
  .max(40, { error: 'Give the due date as a date, like 2026-12-31.' })
  .transform((value, context) => {
    const plainDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
    const parsed = new Date(plainDate ? `${value}T23:59:59Z` : value);
    const shaped =
      plainDate || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value);
    if (!shaped || Number.isNaN(parsed.getTime())) {
      context.addIssue({ code: 'custom', message: 'Give the due date as a date, like 2026-12-31.' });
      return z.NEVER;
    }
    return parsed.toISOString();
  });

export const createAssignmentBodySchema = z.object({
  work_kind: assignmentWorkKindSchema,
  work_id: idField('work id'),
  member_ids: idList('member id').default([]),
  group_ids: idList('group id').default([]),
  due_at: dueAtField,
});
export type CreateAssignmentBody = z.infer<typeof createAssignmentBodySchema>;

export const assignmentWorkSchema = z.object({
  kind: assignmentWorkKindSchema,
  id: z.string(),
  title: z.string(),
  /** Where the learner opens it in the web. */
  link: z.string(),
});
export type AssignmentWork = z.infer<typeof assignmentWorkSchema>;

export const assigneeProgressSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  status: assignmentStatusSchema,
  percent: z.number().int(),
});

export const assignmentSchema = z.object({
  id: z.string(),
  work: assignmentWorkSchema,
  due_at: z.string(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  member_ids: z.array(z.string()),
  group_ids: z.array(z.string()),
  assignees: z.array(assigneeProgressSchema),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentReplySchema = z.object({ assignment: assignmentSchema });
export const assignmentsReplySchema = z.object({ assignments: z.array(assignmentSchema) });

/**
 * What the assignment form offers: the work it may assign (published and, for enterprise plans,
 * in the organization's catalogue), the members and the groups.
 */
export const assignableWorksReplySchema = z.object({
  works: z.array(assignmentWorkSchema),
  members: z.array(z.object({ user_id: z.string(), name: z.string(), email: z.string() })),
  groups: z.array(z.object({ id: z.string(), name: z.string(), member_ids: z.array(z.string()) })),
});
export type AssignmentFormOptions = z.infer<typeof assignableWorksReplySchema>;

export const nudgeBodySchema = z.object({ user_id: idField('member id') });
export const nudgeSchema = z.object({
  id: z.string(),
  assignment_id: z.string(),
  organization_id: z.string(),
  title: z.string(),
  link: z.string(),
  due_at: z.string(),
  from_name: z.string().nullable(),
  created_at: z.string(),
});
export type Nudge = z.infer<typeof nudgeSchema>;
export const nudgeReplySchema = z.object({ nudge: nudgeSchema });
export const dismissNudgeReplySchema = z.object({ dismissed: z.literal(true) });

/** One assignment as its learner sees it. */
export const myAssignmentSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  organization_name: z.string(),
  title: z.string(),
  kind: assignmentWorkKindSchema,
  link: z.string(),
  due_at: z.string(),
  status: assignmentStatusSchema,
  percent: z.number().int(),
});
export type MyAssignment = z.infer<typeof myAssignmentSchema>;

/** GET /api/assignments/mine: every assignment of the learner, soonest due first, and unread nudges. */
export const myAssignmentsReplySchema = z.object({
  assignments: z.array(myAssignmentSchema),
  nudges: z.array(nudgeSchema),
});
export type MyAssignmentsReply = z.infer<typeof myAssignmentsReplySchema>;

/**
 * GET /api/enterprise/events-info (spec section 7; the spec gives no shape): for the signed-in
 * user, across their organizations, the assignments not completed yet that fall due within
 * `window_days` (overdue ones included, soonest first), and the nudges not dismissed, newest first.
 */
export const eventsInfoReplySchema = z.object({
  window_days: z.number().int(),
  upcoming_due: z.array(myAssignmentSchema),
  unread_nudges: z.array(nudgeSchema),
});
export type EventsInfoReply = z.infer<typeof eventsInfoReplySchema>;

export const weeklyCountSchema = z.object({ week: z.string(), count: z.number().int() });

export const memberAssessmentLevelSchema = z.object({
  assessment_id: z.string(),
  title: z.string(),
  level: z.string().nullable(),
  finished_at: z.string().nullable(),
});

export const memberReportSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  assigned: z.number().int(),
  completed: z.number().int(),
  in_progress: z.number().int(),
  overdue: z.number().int(),
  /** Mean progress over the member's assignments; 0 with none. */
  percent: z.number().int(),
  /** The latest level per assigned assessment. */
  assessment_levels: z.array(memberAssessmentLevelSchema),
});
export type MemberReport = z.infer<typeof memberReportSchema>;

export const assignmentReportSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: assignmentWorkKindSchema,
  due_at: z.string(),
  assignees: z.number().int(),
  completed: z.number().int(),
  in_progress: z.number().int(),
  not_started: z.number().int(),
  overdue: z.number().int(),
  percent: z.number().int(),
});
export type AssignmentReport = z.infer<typeof assignmentReportSchema>;

/** Completions of assigned work per ISO week (`2026-W48`), oldest first, weeks without any left out. */
export const memberReportsReplySchema = z.object({
  members: z.array(memberReportSchema),
  completions_by_week: z.array(weeklyCountSchema),
});
export type MemberReportsReply = z.infer<typeof memberReportsReplySchema>;
export const assignmentReportsReplySchema = z.object({
  assignments: z.array(assignmentReportSchema),
  completions_by_week: z.array(weeklyCountSchema),
});
export type AssignmentReportsReply = z.infer<typeof assignmentReportsReplySchema>;

/** POST /api/dev/assignments/run-jobs: runs the reminder and summary jobs at `now` (loopback set-ups). */
export const runAssignmentJobsBodySchema = z.object({
  now: z
    .string()
    .trim()
    .max(40)
    .refine((value) => !Number.isNaN(new Date(value).getTime()), { error: 'Give now as an ISO date-time.' })
    .optional(),
});
export const runAssignmentJobsReplySchema = z.object({
  reminders_sent: z.number().int(),
  summaries_sent: z.number().int(),
});
