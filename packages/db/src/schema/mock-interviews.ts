import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export interface InterviewTest {
  name: string;
  stdin: string;
  expected_output: string;
}

export interface InterviewFollowUp {
  question: string;
  /** Ideas a good answer names; the scripted interviewer's notes say which were covered. */
  keywords: string[];
}

/**
 * The mock-interview problem bank (issue 18): coding problems judged against hidden tests (many
 * taken from the content's judged exercises) and system design questions answered in text. The
 * solution and tests never leave the server.
 */
export const interviewProblems = pgTable('interview_problems', {
  id: text('id').primaryKey(),
  track: text('track', { enum: ['coding', 'system_design'] }).notNull(),
  title: text('title').notNull(),
  prompt: text('prompt').notNull(),
  /** Coding problems only. */
  language: text('language'),
  starterCode: text('starter_code').notNull().default(''),
  solution: text('solution'),
  tests: jsonb('tests').$type<InterviewTest[]>().notNull().default([]),
  followUps: jsonb('follow_ups').$type<InterviewFollowUp[]>().notNull(),
  timeLimitMinutes: integer('time_limit_minutes').notNull(),
  /** Where a problem taken from a lesson came from, e.g. `lsn-python-lists#evens-exercise`. */
  source: text('source'),
});

export interface InterviewAnswer {
  question: string;
  answer: string;
  note: string;
}

/**
 * One learner's mock interview: the problem, the clock, their last code and its test results,
 * hints used, follow-up answers with the interviewer's notes. Kept as the learner's history.
 */
export const mockInterviews = pgTable(
  'mock_interviews',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    problemId: text('problem_id')
      .notNull()
      .references(() => interviewProblems.id),
    track: text('track', { enum: ['coding', 'system_design'] }).notNull(),
    /** coding: working on the problem; follow_up: answering the interviewer; done: scorecard. */
    stage: text('stage', { enum: ['coding', 'follow_up', 'done'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    codingEndedAt: timestamp('coding_ended_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    code: text('code').notNull().default(''),
    testsPassed: integer('tests_passed').notNull().default(0),
    testsTotal: integer('tests_total').notNull().default(0),
    hintsUsed: integer('hints_used').notNull().default(0),
    answers: jsonb('answers').$type<InterviewAnswer[]>().notNull().default([]),
    notes: jsonb('notes').$type<string[]>().notNull().default([]),
  },
  (table) => [index('mock_interviews_user_idx').on(table.userId, table.startedAt)],
);
