import {
  executionAuthReplySchema,
  judgeWidgetRequestSchema,
  logInteractionReplySchema,
  logInteractionRequestSchema,
  proxyRequestSchema,
  proxyResponseSchema,
  testWidgetRequestSchema,
} from '../code';
import {
  codeTestResponseSchema,
  executeRequestSchema,
  executeResponseSchema,
  judgeRequestSchema,
  judgeResponseSchema,
} from '../runner';
import { defineRoute } from './define-route';

const tags = ['code'];
const errors = [400, 401, 403, 429, 503] as const;

/** Code execution (spec sections 6 and 7): tokens, the proxy, direct runs and the interaction log. */
export const codeRoutes = {
  authenticate: defineRoute({
    method: 'GET',
    path: '/api/code/authenticate',
    tags,
    summary: 'An execution token for Premium and Premium Plus users (spec section 6), with the runner URL',
    reply: executionAuthReplySchema,
    errors,
  }),
  proxy: defineRoute({
    method: 'POST',
    path: '/api/code/proxy',
    tags,
    summary:
      'Runs code through the api: the runner payload plus endpoint (execute, judge, code_test/execute)',
    body: proxyRequestSchema,
    reply: proxyResponseSchema,
    errors,
  }),
  execute: defineRoute({
    method: 'POST',
    path: '/api/code/execute',
    tags,
    summary: 'Runs a program once with stdin',
    body: executeRequestSchema,
    reply: executeResponseSchema,
    errors,
  }),
  judge: defineRoute({
    method: 'POST',
    path: '/api/code/judge',
    tags,
    summary: 'Compiles a program once and judges it against test cases',
    body: judgeRequestSchema,
    reply: judgeResponseSchema,
    errors,
  }),
  judgeWidget: defineRoute({
    method: 'POST',
    path: '/api/code/judge-widget',
    tags,
    summary:
      "Judges the learner's files against a lesson's or shot's Code widget: its example and its hidden tests, which never leave the server",
    body: judgeWidgetRequestSchema,
    reply: judgeResponseSchema,
    errors: [404, ...errors],
  }),
  testWidget: defineRoute({
    method: 'POST',
    path: '/api/code/test-widget',
    tags,
    summary:
      "Runs a lesson's or shot's CodeTest widget: the learner's files against the widget's test file, which never leaves the server",
    body: testWidgetRequestSchema,
    reply: codeTestResponseSchema,
    errors: [404, ...errors],
  }),
  logInteraction: defineRoute({
    method: 'POST',
    path: '/api/code/log-interaction',
    tags,
    summary: 'Logs a code widget interaction: cancellations (460), failures, diagnostics, timings',
    body: logInteractionRequestSchema,
    reply: logInteractionReplySchema,
    errors,
  }),
};
