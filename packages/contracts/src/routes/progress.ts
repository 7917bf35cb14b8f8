import { z } from 'zod';
import { contentIdSchema } from '../content';
import {
  learningPlansReplySchema,
  lessonProgressReplySchema,
  myCoursesReplySchema,
  pinworkBodySchema,
  pinworkQuerySchema,
  pinworkReplySchema,
  readerPreferencesReplySchema,
  readerPreferencesSchema,
} from '../progress';
import { defineRoute } from './define-route';

const tags = ['progress'];
const errors = [400, 401, 403, 404] as const;
const lessonParams = z.object({ lessonId: contentIdSchema });

export const progressRoutes = {
  completeLesson: defineRoute({
    method: 'PUT',
    path: '/api/progress/lessons/:lessonId/complete',
    tags,
    summary: 'Mark a lesson complete',
    params: lessonParams,
    reply: lessonProgressReplySchema,
    errors,
  }),
  uncompleteLesson: defineRoute({
    method: 'DELETE',
    path: '/api/progress/lessons/:lessonId/complete',
    tags,
    summary: 'Mark a lesson not complete',
    params: lessonParams,
    reply: lessonProgressReplySchema,
    errors,
  }),
  myCourses: defineRoute({
    method: 'GET',
    path: '/api/progress/mycourses',
    tags,
    summary: 'Courses the learner started or pinned, with percent and where to resume',
    reply: myCoursesReplySchema,
    errors,
  }),
  learningPlans: defineRoute({
    method: 'GET',
    path: '/api/progress/learning-plans',
    tags,
    summary: 'Paths the learner pinned or started, with percent per path and per course',
    reply: learningPlansReplySchema,
    errors,
  }),
  pin: defineRoute({
    method: 'PUT',
    path: '/api/pinwork',
    tags,
    summary: 'Pin a course or path to your plans (spec section 7)',
    query: pinworkQuerySchema,
    body: pinworkBodySchema,
    reply: pinworkReplySchema,
    errors,
  }),
  unpin: defineRoute({
    method: 'PUT',
    path: '/api/unpinwork',
    tags,
    summary: 'Unpin a course or path',
    query: pinworkQuerySchema,
    body: pinworkBodySchema,
    reply: pinworkReplySchema,
    errors,
  }),
  readerPreferences: defineRoute({
    method: 'GET',
    path: '/api/reader/preferences',
    tags,
    summary: 'Reading preferences (font, size, line height, theme) and used_customize_fonts',
    reply: readerPreferencesReplySchema,
    errors,
  }),
  saveReaderPreferences: defineRoute({
    method: 'PUT',
    path: '/api/reader/preferences',
    tags,
    summary: 'Save reading preferences',
    body: readerPreferencesSchema,
    reply: readerPreferencesReplySchema,
    errors,
  }),
};
