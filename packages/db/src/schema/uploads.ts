import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Images uploaded in the authoring studio (issue 14). The bytes live in the storage (local disk or
 * S3) under `key`, which the api makes; this row says who uploaded it, for which work, and what it
 * is. User and work ids carry no foreign key: drafts of new works and the accounts module's ids
 * live elsewhere, like the other per-user tables.
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    /** `{32 hex}.{png|jpg|gif|webp}`: the storage key and the last part of its URL. */
    key: text('key').primaryKey(),
    ownerUserId: text('owner_user_id').notNull(),
    /** course, lesson or shot. */
    workKind: text('work_kind').notNull(),
    workId: text('work_id').notNull(),
    /** The type the re-encoded bytes are, served as Content-Type. */
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('uploaded_images_work_idx').on(table.workKind, table.workId),
    index('uploaded_images_owner_idx').on(table.ownerUserId, table.createdAt),
  ],
);
