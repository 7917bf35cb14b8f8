import {
  interviewAnswersBodySchema,
  interviewCodeBodySchema,
  interviewHintReplySchema,
  interviewHistoryReplySchema,
  interviewParamsSchema,
  interviewReplySchema,
  startInterviewBodySchema,
} from '../mock-interviews';
import { defineRoute } from './define-route';

const tags = ['mock-interviews'];

/** Mock interviews (issue 18): a timed problem, hidden tests, follow-ups and a scorecard. */
export const mockInterviewsRoutes = {
  history: defineRoute({
    method: 'GET',
    path: '/api/mock-interviews/history',
    tags,
    summary: "The signed-in learner's mock interviews, newest first, with their scorecards",
    reply: interviewHistoryReplySchema,
    errors: [401, 429],
  }),
  start: defineRoute({
    method: 'POST',
    path: '/api/mock-interviews',
    tags,
    summary: 'Starts a mock interview on a track with a problem from the bank',
    body: startInterviewBodySchema,
    reply: interviewReplySchema,
    errors: [400, 401, 404, 429],
  }),
  read: defineRoute({
    method: 'GET',
    path: '/api/mock-interviews/:interviewId',
    tags,
    summary: 'A mock interview of the signed-in learner: problem, clock, results, follow-ups, scorecard',
    params: interviewParamsSchema,
    reply: interviewReplySchema,
    errors: [400, 401, 404, 429],
  }),
  code: defineRoute({
    method: 'POST',
    path: '/api/mock-interviews/:interviewId/code',
    tags,
    summary: 'Submits code (judged by the runner against hidden tests) or a written design',
    params: interviewParamsSchema,
    body: interviewCodeBodySchema,
    reply: interviewReplySchema,
    errors: [400, 401, 404, 409, 429, 503],
  }),
  hint: defineRoute({
    method: 'POST',
    path: '/api/mock-interviews/:interviewId/hint',
    tags,
    summary: "The next hint of the coach's ladder for the problem; counted on the scorecard",
    params: interviewParamsSchema,
    reply: interviewHintReplySchema,
    errors: [400, 401, 404, 409, 429],
  }),
  endCoding: defineRoute({
    method: 'POST',
    path: '/api/mock-interviews/:interviewId/end-coding',
    tags,
    summary: "Ends the coding part; the interviewer's follow-up questions come next",
    params: interviewParamsSchema,
    reply: interviewReplySchema,
    errors: [400, 401, 404, 409, 429],
  }),
  answers: defineRoute({
    method: 'POST',
    path: '/api/mock-interviews/:interviewId/answers',
    tags,
    summary: 'Answers the follow-up questions; the interviewer writes notes and the scorecard is kept',
    params: interviewParamsSchema,
    body: interviewAnswersBodySchema,
    reply: interviewReplySchema,
    errors: [400, 401, 404, 409, 429],
  }),
};
