import { z } from 'zod';
import { catalogueItemSchema } from './catalogue';
import { contentIdSchema, courseProgressSchema } from './content';

/** Progress, pinned work and reader preferences (issue 5 "Progress"; spec section 7 pinwork). */

export const lessonProgressReplySchema = z.object({
  lesson_id: z.string(),
  completed: z.boolean(),
  course: courseProgressSchema,
});
export type LessonProgressReply = z.infer<typeof lessonProgressReplySchema>;

export const myCourseSchema = catalogueItemSchema.extend({
  progress: courseProgressSchema,
  resume_lesson_title: z.string().nullable(),
  last_viewed_at: z.string().nullable(),
  pinned: z.boolean(),
});
export type MyCourse = z.infer<typeof myCourseSchema>;
export const myCoursesReplySchema = z.object({ items: z.array(myCourseSchema) });
export type MyCoursesReply = z.infer<typeof myCoursesReplySchema>;

export const learningPlanSchema = catalogueItemSchema.extend({
  progress: courseProgressSchema,
  pinned: z.boolean(),
  courses: z.array(z.object({ slug: z.string(), title: z.string(), percent: z.number().int() })),
});
export type LearningPlan = z.infer<typeof learningPlanSchema>;
export const learningPlansReplySchema = z.object({ items: z.array(learningPlanSchema) });
export type LearningPlansReply = z.infer<typeof learningPlansReplySchema>;

/** PUT /api/pinwork?work_type&path_type and PUT /api/unpinwork?work_type (spec section 7). */
export const pinworkQuerySchema = z.object({
  work_type: z.enum(['collection', 'path'], { error: 'work_type must be "collection" or "path".' }),
  path_type: z
    .enum(['learning_plan', 'regular', 'l2c_pathway', 'interview_prep'], {
      error: 'path_type must be learning_plan, regular, l2c_pathway or interview_prep.',
    })
    .optional(),
});
export const pinworkBodySchema = z.object({ work_id: contentIdSchema });
export const pinworkReplySchema = z.object({ work_id: z.string(), pinned: z.boolean() });

export const READER_FONT_FAMILIES = ['sans', 'serif', 'mono'] as const;
export const READER_THEMES = ['system_preference', 'light', 'dark', 'sepia'] as const;

/** Reading preferences (spec section 2 "ReaderPreferences" modal; section 3 used_customize_fonts). */
export const readerPreferencesSchema = z.object({
  font_family: z.enum(READER_FONT_FAMILIES),
  /** Pixels. */
  font_size: z.number().int().min(14).max(24),
  line_height: z.number().min(1.4).max(2.2),
  theme: z.enum(READER_THEMES),
});
export type ReaderPreferences = z.infer<typeof readerPreferencesSchema>;
export const DEFAULT_READER_PREFERENCES: ReaderPreferences = {
  font_family: 'sans',
  font_size: 17,
  line_height: 1.7,
  theme: 'system_preference',
};
export const readerPreferencesReplySchema = readerPreferencesSchema.extend({
  used_customize_fonts: z.boolean(),
});
export type ReaderPreferencesReply = z.infer<typeof readerPreferencesReplySchema>;
