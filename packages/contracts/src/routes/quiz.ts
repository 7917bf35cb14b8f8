import {
  quizAnswerReplySchema,
  quizAnswerRequestSchema,
  quizScoreQuerySchema,
  quizScoreReplySchema,
} from '../quiz';
import { defineRoute } from './define-route';

const tags = ['quiz'];

/** Quizzes graded on the server (issue 15): answers and explanations never reach the page before. */
export const quizRoutes = {
  answer: defineRoute({
    method: 'POST',
    path: '/api/quiz/answer',
    tags,
    summary:
      "Grades one quiz question of a lesson or shot: the verdict, the correct options and the explanation; a signed-in learner's attempt is stored",
    body: quizAnswerRequestSchema,
    reply: quizAnswerReplySchema,
    errors: [400, 401, 403, 404, 429],
  }),
  score: defineRoute({
    method: 'GET',
    path: '/api/quiz/score',
    tags,
    summary: "The learner's score on each quiz of a lesson: the latest attempt per question",
    query: quizScoreQuerySchema,
    reply: quizScoreReplySchema,
    errors: [400, 401, 403, 404],
  }),
};
