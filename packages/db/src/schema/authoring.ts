import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The authoring studio (issue 14). A work (course, lesson, path, shot) is edited as one document;
 * every save adds the next revision, and the unique (kind, id, revision) key is what makes two
 * saves on the same base revision unable to both win. Publishing copies a revision into the live
 * content tables (content.ts) that the reader reads. User ids are the accounts module's, with no
 * foreign key, like the other per-user tables.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workKind: text('work_kind').$type<'course' | 'lesson' | 'path' | 'shot'>().notNull(),
    workId: text('work_id').notNull(),
    revision: integer('revision').notNull(),
    /** The whole document of that revision (packages/contracts authoring.ts). */
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    /** A lesson's course: lessons use the course's collaborators, and exist here before publishing. */
    parentId: text('parent_id'),
    savedBy: text('saved_by').notNull(),
    /** The saver's name then, for the history (accounts may be renamed or gone). */
    savedByName: text('saved_by_name').notNull().default(''),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** This revision is the one learners see. At most one per work is true. */
    published: boolean('published').notNull().default(false),
  },
  (table) => [
    uniqueIndex('content_revisions_work_revision_unique').on(table.workKind, table.workId, table.revision),
    index('content_revisions_parent_idx').on(table.parentId),
  ],
);

/**
 * Collaborators of a course, path or shot beyond its author (the content_authors row whose e-mail
 * is a verified account's is always an owner, without a row). An invitation is a row with status
 * 'invited' and the SHA-256 of the mailed token; accepting sets user_id and status 'active'.
 */
export const workCollaborators = pgTable(
  'work_collaborators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workKind: text('work_kind').$type<'course' | 'path' | 'shot'>().notNull(),
    workId: text('work_id').notNull(),
    /** Lower-case. */
    email: text('email').notNull(),
    userId: text('user_id'),
    role: text('role').$type<'owner' | 'editor' | 'reviewer'>().notNull(),
    status: text('status').$type<'active' | 'invited'>().notNull().default('invited'),
    invitationTokenHash: text('invitation_token_hash'),
    invitedBy: text('invited_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    uniqueIndex('work_collaborators_work_email_unique').on(table.workKind, table.workId, table.email),
    uniqueIndex('work_collaborators_token_unique').on(table.invitationTokenHash),
    index('work_collaborators_user_idx').on(table.userId),
  ],
);
