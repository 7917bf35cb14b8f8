import { z } from 'zod';
import { contentIdSchema } from '../content';
import {
  courseHighlightsReplySchema,
  createHighlightBodySchema,
  deleteHighlightReplySchema,
  highlightParamsSchema,
  highlightSchema,
  lessonHighlightsReplySchema,
  updateHighlightBodySchema,
} from '../notes';
import { defineRoute } from './define-route';

const tags = ['notes'];
const errors = [400, 401, 403, 404, 429] as const;

/** /api/notes/*: a signed-in learner's own highlights and notes (issue 15 "Reader"). */
export const notesRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/api/notes/highlights',
    tags,
    summary: 'Highlight a passage of a lesson, optionally with a note',
    body: createHighlightBodySchema,
    reply: highlightSchema,
    errors,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/notes/highlights/:highlightId',
    tags,
    summary: "Change a highlight's note or colour",
    params: highlightParamsSchema,
    body: updateHighlightBodySchema,
    reply: highlightSchema,
    errors,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/notes/highlights/:highlightId',
    tags,
    summary: 'Delete a highlight and its note',
    params: highlightParamsSchema,
    reply: deleteHighlightReplySchema,
    errors,
  }),
  forLesson: defineRoute({
    method: 'GET',
    path: '/api/notes/lessons/:lessonId/highlights',
    tags,
    summary: "The learner's highlights in a lesson, re-anchored on its current revision",
    params: z.object({ lessonId: contentIdSchema }),
    reply: lessonHighlightsReplySchema,
    errors,
  }),
  forCourse: defineRoute({
    method: 'GET',
    path: '/api/notes/courses/:courseId/highlights',
    tags,
    summary: "The learner's highlights across a course, by lesson (the HighlightsViewer)",
    params: z.object({ courseId: contentIdSchema }),
    reply: courseHighlightsReplySchema,
    errors,
  }),
  exportCourse: defineRoute({
    method: 'GET',
    path: '/api/notes/courses/:courseId/highlights/export',
    tags,
    summary: "A course's highlights and notes as a Markdown file (text/markdown)",
    params: z.object({ courseId: contentIdSchema }),
    errors,
  }),
};
