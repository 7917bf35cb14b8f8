import { sql } from 'drizzle-orm';
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
import { contentAuthors } from './content';

/**
 * Cloud labs (issue 13; spec section 3 "Docker job, test runner, container"). A lab is a work of
 * an author: its Dockerfile (FROM the local base image), the builds of that Dockerfile, its docker
 * jobs, test runners and environment variables. Learners open lab instances; user ids are the
 * accounts module's ids with no foreign key, like the other per-user tables.
 */

export const labs = pgTable(
  'labs',
  {
    /** The work id of the spec's lab calls (/api/instances/{authorId}/{workId}/...). */
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    authorId: text('author_id')
      .notNull()
      .references(() => contentAuthors.id),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown shown beside the terminal. */
    instructions: text('instructions').notNull().default(''),
    /** Spec section 3 "Container": file (name, size); the size is the length of `dockerfile`. */
    dockerfileName: text('dockerfile_name').notNull().default('Dockerfile'),
    dockerfile: text('dockerfile').notNull(),
    /** The image learners get: the last successful build's, null until one succeeds. */
    imageName: text('image_name'),
    /** The port of the lab's app preview, null for labs without one. */
    appPort: integer('app_port'),
    /** Linux capabilities added back after cap-drop ALL; none unless the lab declares them. */
    capabilities: jsonb('capabilities').$type<string[]>().notNull().default([]),
    /** Hosts the container may reach; empty means no egress. */
    egressAllowList: jsonb('egress_allow_list').$type<string[]>().notNull().default([]),
    memoryMb: integer('memory_mb').notNull().default(256),
    /** Spec section 3 "Container build state" track. */
    track: text('track'),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [uniqueIndex('labs_slug_idx').on(table.slug)],
);

/** Each build of a lab's Dockerfile (spec section 4 "Image build status"), newest has the top number. */
export const labBuilds = pgTable(
  'lab_builds',
  {
    id: text('id').primaryKey(),
    labId: text('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    buildNumber: integer('build_number').notNull(),
    imageName: text('image_name').notNull(),
    /** PENDING, SUCCESS or FAILURE (spec section 4); the domain names them, this package depends on nothing. */
    status: text('status').notNull().default('PENDING'),
    /** The Dockerfile as built, so a later edit does not rewrite what a build was. */
    dockerfile: text('dockerfile').notNull(),
    /** Lines of its log stored so far: each poll asks the host from here on, never counts them again. */
    logLineCount: integer('log_line_count').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('lab_builds_lab_number_idx').on(table.labId, table.buildNumber)],
);

/** A build's log, line by line, so the editor can follow it from any line on. */
export const labBuildLogLines = pgTable(
  'lab_build_log_lines',
  {
    buildId: text('build_id')
      .notNull()
      .references(() => labBuilds.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    line: text('line').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.buildId, table.seq] })],
);

/** Spec section 3 "Docker job": key, name, runScript, inputFileName, runInLiveContainer. */
export const labDockerJobs = pgTable(
  'lab_docker_jobs',
  {
    labId: text('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    runScript: text('run_script').notNull(),
    inputFileName: text('input_file_name'),
    runInLiveContainer: boolean('run_in_live_container').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.labId, table.key] })],
);

/** Spec section 3 "Test runner": id, name, testScript. */
export const labTestRunners = pgTable(
  'lab_test_runners',
  {
    labId: text('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    testScript: text('test_script').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.labId, table.id] })],
);

/** Spec section 3 "Container build state" envs; defaults per spec section 5. */
export const labEnvVars = pgTable(
  'lab_env_vars',
  {
    labId: text('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull().default(''),
    value: text('value').notNull().default(''),
    info: text('info').notNull().default(''),
    required: boolean('required').notNull().default(false),
    useAsDefault: boolean('use_as_default').notNull().default(true),
    deleted: boolean('deleted').notNull().default(false),
    defaultValue: text('default_value').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.labId, table.id] })],
);

/**
 * A learner's lab session (spec section 7 allocate). ended_at is null while the lab is open; the
 * partial unique index is the one-lab-at-a-time rule held by the database too, so two racing
 * allocations cannot both win. The home volume outlives instances: the next session of the same
 * user and lab mounts it again.
 */
export const labInstances = pgTable(
  'lab_instances',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    labId: text('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    /** A live container status of spec section 4 (the domain's status machine moves it). */
    status: text('status').notNull().default('ALLOCATING'),
    /** The request_id of the allocate call, echoed by the status calls. */
    requestId: text('request_id'),
    /** The live host's name for the container (spec allocate_id). */
    allocateId: text('allocate_id'),
    /** Secret the browser shows the live host to open terminals and the preview (spec allocate_auth). */
    allocateAuth: text('allocate_auth').notNull(),
    imageName: text('image_name'),
    homeVolume: text('home_volume').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('lab_instances_one_open_per_user_idx').on(table.userId).where(sql`${table.endedAt} is null`),
    index('lab_instances_user_started_idx').on(table.userId, table.startedAt),
  ],
);

/**
 * One run of a lab's tests (spec section 7 run_tests / test-results). live_test_status is null
 * while running, then 101, 102 or 103 (spec section 4); results hold one entry per test.
 */
export const labTestRuns = pgTable(
  'lab_test_runs',
  {
    id: text('id').primaryKey(),
    instanceId: text('instance_id')
      .notNull()
      .references(() => labInstances.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    labId: text('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    pageId: text('page_id').notNull(),
    docId: text('doc_id').notNull(),
    documentType: text('document_type').notNull(),
    attemptCount: integer('attempt_count').notNull(),
    requestId: text('request_id').notNull(),
    isEditor: boolean('is_editor').notNull().default(false),
    liveTestStatus: integer('live_test_status'),
    totalTests: integer('total_tests'),
    passedTests: integer('passed_tests'),
    failureDescription: text('failure_description'),
    results: jsonb('results').$type<LabTestResultEntry[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('lab_test_runs_attempt_idx').on(
      table.userId,
      table.labId,
      table.pageId,
      table.docId,
      table.documentType,
      table.attemptCount,
    ),
  ],
);

/** One test of a run, as the test runner reported it. */
export interface LabTestResultEntry {
  name: string;
  passed: boolean;
  message?: string;
}

/**
 * What the lab widgets report (spec section 7 POST /api/instances/log-interaction and POST
 * /api/userdata/live/interactions); appended only. user_id is the session's, never the payload's.
 */
export const labInteractions = pgTable(
  'lab_interactions',
  {
    id: text('id').primaryKey(),
    source: text('source').$type<'log-interaction' | 'live-interactions'>().notNull(),
    userId: text('user_id'),
    requestId: text('request_id'),
    authorId: text('author_id'),
    workId: text('work_id'),
    workType: text('work_type'),
    pageId: text('page_id'),
    compId: text('comp_id'),
    compType: text('comp_type'),
    isDraftPage: boolean('is_draft_page'),
    isTestWorkspace: boolean('is_test_workspace'),
    performanceReport: jsonb('performance_report').$type<Record<string, unknown>>(),
    interactionMap: jsonb('interaction_map').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lab_interactions_user_created_idx').on(table.userId, table.createdAt)],
);
