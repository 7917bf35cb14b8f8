import { z } from 'zod';
import { contentIdSchema } from './content';

/**
 * Highlights and notes in lessons (issue 15 "Reader"). The anchor is a text-quote selector (the
 * W3C Web Annotation idea): the quoted text, some text before and after it, and the widget it sat
 * in. These schemas hold the shape and generous safety limits; the notes use case checks the real
 * limits and answers with the domain's sentences.
 */

const text = (what: string, max: number) =>
  z.string({ error: `${what} must be text.` }).max(max, `${what} is at most ${max} characters long.`);

export const highlightAnchorSchema = z.object({
  widget_id: text('anchor.widget_id', 200),
  widget_index: z.number({ error: 'anchor.widget_index must be a number.' }).int().min(0).max(10_000),
  exact: text('anchor.exact', 20_000),
  prefix: text('anchor.prefix', 2000),
  suffix: text('anchor.suffix', 2000),
});
export type HighlightAnchor = z.infer<typeof highlightAnchorSchema>;

export const createHighlightBodySchema = z.object({
  lesson_id: contentIdSchema,
  content_revision: z.number({ error: 'content_revision must be a number.' }).int().min(1),
  anchor: highlightAnchorSchema,
  note: text('note', 50_000).optional(),
  colour: text('colour', 40).optional(),
});
export type CreateHighlightBody = z.infer<typeof createHighlightBodySchema>;

export const updateHighlightBodySchema = z.object({
  note: text('note', 50_000).optional(),
  colour: text('colour', 40).optional(),
});

export const highlightParamsSchema = z.object({ highlightId: z.string().min(1).max(100) });

export const highlightSchema = z.object({
  id: z.string(),
  lesson_id: z.string(),
  course_id: z.string(),
  /** The lesson revision the anchor fits: the current one, unless the highlight is orphaned. */
  content_revision: z.number().int(),
  anchor: highlightAnchorSchema,
  /** Offsets of the quote in its widget's normalised text; null when orphaned. */
  start: z.number().int().nullable(),
  end: z.number().int().nullable(),
  /** The passage is gone from the current lesson: the highlight and note are kept. */
  orphaned: z.boolean(),
  note: z.string(),
  colour: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Highlight = z.infer<typeof highlightSchema>;

export const lessonHighlightsReplySchema = z.object({
  lesson_id: z.string(),
  content_revision: z.number().int(),
  items: z.array(highlightSchema),
});
export type LessonHighlightsReply = z.infer<typeof lessonHighlightsReplySchema>;

export const courseHighlightsReplySchema = z.object({
  course: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  lessons: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      title: z.string(),
      /** The reader's address of the lesson; a highlight's link is this plus `#highlight-{id}`. */
      url: z.string(),
      items: z.array(highlightSchema),
    }),
  ),
});
export type CourseHighlightsReply = z.infer<typeof courseHighlightsReplySchema>;

export const deleteHighlightReplySchema = z.object({ id: z.string(), deleted: z.literal(true) });
