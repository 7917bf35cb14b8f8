import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Skill assessments (issue 15): a bank of questions per assessment, each with a Rasch difficulty;
 * a learner's timed attempts and the answers they gave. User ids are the accounts module's ids
 * (no foreign key, like progress). Correct flags and coding tests stay in these tables: the api
 * sends neither before an answer is submitted.
 */

export const assessments = pgTable(
  'assessments',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** The skill measured, also the catalogue tag its recommendations come from (python, javascript). */
    skill: text('skill').notNull(),
    timeLimitMinutes: integer('time_limit_minutes').notNull().default(20),
    maxQuestions: integer('max_questions').notNull().default(12),
    published: boolean('published').notNull().default(false),
    /** Who created it (an account id); null for the seeded ones, which only the seed changes. */
    ownerUserId: text('owner_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('assessments_slug_idx').on(table.slug)],
);

export interface AssessmentOptionRow {
  id: string;
  text: string;
  correct: boolean;
}

export interface AssessmentTestRow {
  name: string;
  stdin: string;
  expected_output: string;
}

export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    id: text('id').primaryKey(),
    assessmentId: text('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    /** A sub-skill the result reports a level for (syntax, data structures, functions...). */
    skill: text('skill').notNull(),
    /** Rasch difficulty b, on the ability scale (about -3 easy to 3 hard). */
    difficulty: real('difficulty').notNull(),
    kind: text('kind').$type<'multiple_choice' | 'coding'>().notNull(),
    prompt: text('prompt').notNull(),
    options: jsonb('options').$type<AssessmentOptionRow[]>().notNull().default([]),
    /** Coding questions: the runner's language, the learner's starting file, the judged tests. */
    language: text('language'),
    starterCode: text('starter_code').notNull().default(''),
    tests: jsonb('tests').$type<AssessmentTestRow[]>().notNull().default([]),
    /** The author's solution; seed tests run it against the tests. Never sent to learners. */
    solution: text('solution'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('assessment_questions_assessment_idx').on(table.assessmentId)],
);

export const assessmentAttempts = pgTable(
  'assessment_attempts',
  {
    id: text('id').primaryKey(),
    assessmentId: text('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The question on screen; null once the attempt is finished. */
    currentQuestionId: text('current_question_id'),
    currentAskedAt: timestamp('current_asked_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** length, precision, bank_exhausted or time. */
    endReason: text('end_reason'),
    ability: real('ability'),
    standardError: real('standard_error'),
    level: text('level'),
  },
  (table) => [
    index('assessment_attempts_user_idx').on(table.userId, table.assessmentId),
    // One open attempt per learner and assessment, even when two starts race.
    uniqueIndex('assessment_attempts_open_idx')
      .on(table.userId, table.assessmentId)
      .where(sql`${table.finishedAt} is null`),
  ],
);

export const assessmentAnswers = pgTable(
  'assessment_answers',
  {
    attemptId: text('attempt_id')
      .notNull()
      .references(() => assessmentAttempts.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => assessmentQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The chosen option's id, or the submitted code. */
    answer: text('answer').notNull(),
    correct: boolean('correct').notNull(),
    /** The difficulty when asked: an author's later edit does not rewrite a finished result. */
    difficulty: real('difficulty').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('assessment_answers_attempt_question_idx').on(table.attemptId, table.questionId)],
);
