import {
  coachExplainBodySchema,
  coachExplainReplySchema,
  coachHintBodySchema,
  coachHintReplySchema,
} from '../coach';
import { defineRoute } from './define-route';

const tags = ['coach'];
const errors = [400, 401, 403, 404, 429, 503] as const;

/** The coach in lessons (issue 18): the hint ladder and error explanations, counted per plan. */
export const coachRoutes = {
  hint: defineRoute({
    method: 'POST',
    path: '/api/coach/hint',
    tags,
    summary: "The next step of the hint ladder for a lesson's judged exercise; never its solution",
    body: coachHintBodySchema,
    reply: coachHintReplySchema,
    errors: [...errors],
  }),
  hintStream: defineRoute({
    method: 'POST',
    path: '/api/coach/hint/stream',
    tags,
    summary:
      'The same hint as server-sent events: `delta` events with guarded text as the model writes it, then one `hint` event with the whole reply',
    body: coachHintBodySchema,
    errors: [...errors],
  }),
  explain: defineRoute({
    method: 'POST',
    path: '/api/coach/explain',
    tags,
    summary: "A failed run's error explained in plain words from the catalogue of its language",
    body: coachExplainBodySchema,
    reply: coachExplainReplySchema,
    errors: [...errors],
  }),
};
