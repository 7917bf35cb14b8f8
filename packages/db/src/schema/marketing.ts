import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Marketing pages (spec section 3 "Marketing page settings"). The settings are one document,
 * checked by the contracts' schema on every write, so adding a setting needs no migration;
 * `visibility` is a column too because the public read filters on it.
 */
export const marketingPages = pgTable('marketing_pages', {
  slug: text('slug').primaryKey(),
  visibility: text('visibility').$type<'public' | 'unlisted' | 'draft'>().notNull().default('draft'),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * E-mails left in a marketing page's call to action (PUT /api/event/marketing/email-capture).
 * One row per address and page: sending again changes nothing (the call is idempotent).
 */
export const marketingEmailCaptures = pgTable(
  'marketing_email_captures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    marketingPageUrl: text('marketing_page_url').notNull(),
    ctaUrl: text('cta_url').notNull().default(''),
    /** The account that left it, when signed in (no foreign key, like progress). */
    userId: text('user_id'),
    /** The visitor's attribution snapshot as the api cleaned it, and the source it gives (issue 17). */
    attribution: jsonb('attribution').$type<Record<string, string>>().notNull().default({}),
    source: text('source').notNull().default('direct'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('marketing_email_captures_email_page_idx').on(table.email, table.marketingPageUrl),
    index('marketing_email_captures_created_idx').on(table.createdAt),
  ],
);

/** One field of a marketing form, as the submission check reads it. */
export interface MarketingFormFieldRow {
  name: string;
  label: string;
  type: 'text' | 'email' | 'textarea' | 'select' | 'number';
  required: boolean;
  max_length: number;
  options: string[];
}

/** Forms a marketing page embeds (its marketing-form modal and form media). */
export const marketingForms = pgTable('marketing_forms', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  submitLabel: text('submit_label').notNull().default('Send'),
  successText: text('success_text').notNull(),
  fields: jsonb('fields').$type<MarketingFormFieldRow[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Answers to a marketing form, already checked against its fields. */
export const marketingFormSubmissions = pgTable(
  'marketing_form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: text('form_id')
      .notNull()
      .references(() => marketingForms.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    pageUrl: text('page_url').notNull().default(''),
    userId: text('user_id'),
    /** Like the e-mail captures: where the visitor who answered came from. */
    attribution: jsonb('attribution').$type<Record<string, string>>().notNull().default({}),
    source: text('source').notNull().default('direct'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('marketing_form_submissions_form_idx').on(table.formId, table.createdAt)],
);

/** PUT /api/event/triggered-multi: events a page triggered, kept as sent (name and data). */
export const triggeredEvents = pgTable(
  'triggered_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventName: text('event_name').notNull(),
    eventData: jsonb('event_data').$type<Record<string, unknown>>().notNull(),
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('triggered_events_name_idx').on(table.eventName, table.createdAt)],
);

/** POST /api/reader/log-nudge-interaction: how readers meet the reader's nudges. */
export const nudgeInteractions = pgTable(
  'nudge_interactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nudgeType: text('nudge_type').notNull(),
    interaction: text('interaction').notNull(),
    text: text('text').notNull().default(''),
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('nudge_interactions_type_idx').on(table.nudgeType, table.interaction)],
);

/** CreateWorkflowItemModal: a user's own task with a due date, linked to a course. */
export const workflowItems = pgTable(
  'workflow_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    title: text('title').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** The course's id; no foreign key, so a task outlives a course taken down and back. */
    courseId: text('course_id').notNull(),
    done: boolean('done').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('workflow_items_user_idx').on(table.userId, table.dueDate)],
);
