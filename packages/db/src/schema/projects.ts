import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Projects (issue 15 "Projects"): an ordered sequence of tasks, each a judged code exercise with
 * Markdown instructions and hidden tests that never leave the api. User ids are the accounts
 * module's ids with no foreign key, like the other per-user tables.
 */

export interface ProjectFile {
  name: string;
  content: string;
}

export interface ProjectTest {
  name: string;
  stdin: string;
  expected_output: string;
}

export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** The runner language every task of the project uses (python, javascript...). */
    language: text('language').notNull(),
    /** The author who created it; null for the seeded projects, which no one edits in the studio. */
    ownerId: text('owner_id'),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [uniqueIndex('projects_slug_idx').on(table.slug)],
);

export const projectTasks = pgTable(
  'project_tasks',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** Markdown, rendered like a lesson's text. */
    instructions: text('instructions').notNull(),
    starterFiles: jsonb('starter_files').$type<ProjectFile[]>().notNull(),
    mainFile: text('main_file'),
    /** Judged by the runner; never sent to a learner. */
    tests: jsonb('tests').$type<ProjectTest[]>().notNull(),
    /** The author's reference solution; never sent to a learner. */
    solution: jsonb('solution').$type<ProjectFile[]>().notNull(),
  },
  (table) => [index('project_tasks_project_idx').on(table.projectId, table.position)],
);

/** A learner's run through a project; `shareId` is the unguessable address of its finished page. */
export const projectProgress = pgTable(
  'project_progress',
  {
    userId: text('user_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    shareId: text('share_id').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.projectId] }),
    uniqueIndex('project_progress_share_idx').on(table.shareId),
  ],
);

/** The learner's latest code per task and whether it passed; a passed task stays passed. */
export const projectSubmissions = pgTable(
  'project_submissions',
  {
    userId: text('user_id').notNull(),
    taskId: text('task_id')
      .notNull()
      .references(() => projectTasks.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    files: jsonb('files').$type<ProjectFile[]>().notNull(),
    passed: boolean('passed').notNull().default(false),
    passedAt: timestamp('passed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.taskId] })],
);
