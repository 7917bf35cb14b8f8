import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { organizations } from './organizations';

/**
 * Assigned work in organizations (issue 16 "Assignments"): named groups of members, assignments of
 * a course, path, assessment or project to members and groups with a due date, the reminder mails
 * sent (one per assignee and kind), in-app nudges, and the weekly summary sent per ISO week.
 */

export const organizationGroups = pgTable(
  'organization_groups',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('organization_groups_org_name_idx').on(table.organizationId, table.name)],
);

export const organizationGroupMembers = pgTable(
  'organization_group_members',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => organizationGroups.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] })],
);

export const assignments = pgTable(
  'assignments',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** course | path | assessment | project */
    workKind: text('work_kind').notNull(),
    /** The collection, assessment or project id; checked to exist when assigned. */
    workId: text('work_id').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('assignments_org_idx').on(table.organizationId)],
);

/** Members assigned by name; members of an assigned group are read through the group. */
export const assignmentMembers = pgTable(
  'assignment_members',
  {
    assignmentId: text('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.userId] }),
    index('assignment_members_user_idx').on(table.userId),
  ],
);

export const assignmentGroups = pgTable(
  'assignment_groups',
  {
    assignmentId: text('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => organizationGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.assignmentId, table.groupId] })],
);

/** One row per reminder mail: the primary key makes "at most once per assignee and kind" hold. */
export const assignmentReminders = pgTable(
  'assignment_reminders',
  {
    assignmentId: text('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** due_soon | overdue */
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.assignmentId, table.userId, table.kind] })],
);

/** An in-app nudge; `day` (UTC date) with the unique index allows one per assignee a day. */
export const assignmentNudges = pgTable(
  'assignment_nudges',
  {
    id: text('id').primaryKey(),
    assignmentId: text('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentBy: text('sent_by').references(() => users.id, { onDelete: 'set null' }),
    day: text('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('assignment_nudges_once_a_day_idx').on(table.assignmentId, table.userId, table.day),
    index('assignment_nudges_user_idx').on(table.userId),
  ],
);

/** The weekly summary mailed to an organization's admins, once per ISO week (`2026-W48`). */
export const assignmentWeeklySummaries = pgTable(
  'assignment_weekly_summaries',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    isoWeek: text('iso_week').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.isoWeek] })],
);
