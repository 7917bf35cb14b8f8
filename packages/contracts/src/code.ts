import { z } from 'zod';
import { contentIdSchema } from './content';
import {
  codeTestRequestSchema,
  codeTestResponseSchema,
  executeRequestSchema,
  executeResponseSchema,
  judgeRequestSchema,
  judgeResponseSchema,
  runnerFileSchema,
} from './runner';
import { widgetIdSchema } from './widgets';

/**
 * The api's code-execution calls (spec section 7 "Code execution"): GET /api/code/authenticate,
 * POST /api/code/proxy, POST /api/code/execute and /api/code/judge, POST /api/code/judge-widget,
 * POST /api/code/log-interaction.
 * Run payloads and replies are the runner's own (./runner), so a run looks the same whichever
 * path it takes.
 */

/** The executions host's run calls, named as the proxy's `endpoint` (spec section 7). */
export const CODE_ENDPOINTS = ['execute', 'judge', 'code_test/execute'] as const;
export const codeEndpointSchema = z.enum(CODE_ENDPOINTS, {
  error: 'The endpoint must be "execute", "judge" or "code_test/execute".',
});
export type CodeEndpoint = z.infer<typeof codeEndpointSchema>;

/** Where each endpoint lives on the executions host. */
export const CODE_ENDPOINT_PATHS: Readonly<Record<CodeEndpoint, string>> = {
  execute: '/code/execute',
  judge: '/code/judge',
  'code_test/execute': '/code_test/execute',
};

export const codeEndpointRequestSchemas = {
  execute: executeRequestSchema,
  judge: judgeRequestSchema,
  'code_test/execute': codeTestRequestSchema,
} as const;

export const codeEndpointResponseSchemas = {
  execute: executeResponseSchema,
  judge: judgeResponseSchema,
  'code_test/execute': codeTestResponseSchema,
} as const;

export type CodeEndpointRequest<E extends CodeEndpoint> = z.input<(typeof codeEndpointRequestSchemas)[E]>;
export type CodeEndpointResponse<E extends CodeEndpoint> = z.infer<(typeof codeEndpointResponseSchemas)[E]>;

/**
 * POST /api/code/proxy: the runner's payload plus `endpoint`. The envelope is checked first and the
 * payload then with the endpoint's own schema, so a bad field gets that schema's sentence rather
 * than a union's "invalid input".
 */
export const proxyRequestSchema = z.looseObject({ endpoint: codeEndpointSchema });
export type ProxyRequest = {
  [E in CodeEndpoint]: { endpoint: E } & CodeEndpointRequest<E>;
}[CodeEndpoint];

export const proxyResponseSchema = z.union([
  executeResponseSchema,
  judgeResponseSchema,
  codeTestResponseSchema,
]);

/**
 * POST /api/code/judge-widget: the learner's files for a Code widget of a published lesson (by its
 * stable id) or shot. The api adds the widget's example and hidden tests, which never reach the
 * browser; the reply is the judge's, with only the name, verdict and time of a hidden case.
 */
export const judgeWidgetRequestSchema = z
  .object({
    lesson_id: contentIdSchema.optional(),
    shot_id: contentIdSchema.optional(),
    widget_id: widgetIdSchema,
    /** The same files and limits as a run (judgeRequestSchema); language and main file are the widget's. */
    files: z.array(runnerFileSchema).min(1).max(32),
  })
  .refine((body) => (body.lesson_id === undefined) !== (body.shot_id === undefined), {
    message: 'Send either "lesson_id" or "shot_id": the page the widget is on.',
  });
export type JudgeWidgetRequest = z.input<typeof judgeWidgetRequestSchema>;
/**
 * POST /api/code/test-widget: the learner's files for a CodeTest widget (live tests) of a
 * published lesson or shot. The api adds the widget's test file, which never reaches the browser.
 */
export const testWidgetRequestSchema = judgeWidgetRequestSchema;
export type TestWidgetRequest = JudgeWidgetRequest;

/** Which page a widget is on, as the web threads it down to its code widgets. */
export type WidgetPage = Pick<JudgeWidgetRequest, 'lesson_id' | 'shot_id'>;

/** GET /api/code/authenticate for Premium and Premium Plus users (spec section 6 "Execution"). */
export const executionAuthReplySchema = z.object({
  /** Sent as X-Proxy-Authorization to the executions host. */
  token: z.string(),
  /** Epoch milliseconds; the host answers 511 after it and the client asks again. */
  expires_at: z.number().int(),
  /** The executions host's origin, as the browser reaches it. */
  runner_url: z.string(),
  /** Sent as X-User-Id; the host refuses a token used for another user. */
  user_id: z.string(),
  tier: z.enum(['premium', 'premium_plus']),
  /** For internal staff, the share of runs sent to the test path (X-Use-Testbox); 0 for others. */
  testbox_traffic_percent: z.number().min(0).max(100),
});
export type ExecutionAuthReply = z.infer<typeof executionAuthReplySchema>;

/** Small JSON objects only: these are logs, not storage. */
const MAX_JSON_CHARS = 16_384;
const jsonObjectSchema = z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= MAX_JSON_CHARS, {
    message: `Must be at most ${MAX_JSON_CHARS} characters as JSON.`,
  });
const idText = z.string().max(200);

/** POST /api/code/log-interaction: the spec's fields (section 7), every one optional. */
export const logInteractionRequestSchema = z.object({
  request_id: idText.nullish(),
  /** Ignored in favour of the session's user; kept so the spec's payload is accepted as sent. */
  user_id: idText.nullish(),
  author_id: idText.nullish(),
  work_id: idText.nullish(),
  work_type: idText.nullish(),
  page_id: idText.nullish(),
  comp_id: idText.nullish(),
  comp_type: idText.nullish(),
  is_draft_page: z.boolean().nullish(),
  error_text: z.string().max(4000).nullish(),
  performance_report: jsonObjectSchema.nullish(),
  interaction_map: jsonObjectSchema.nullish(),
});
export type LogInteractionRequest = z.input<typeof logInteractionRequestSchema>;

export const logInteractionReplySchema = z.object({ id: z.string() });
export type LogInteractionReply = z.infer<typeof logInteractionReplySchema>;
