import { z } from 'zod';

/**
 * Messages of the executions host (spec section 7 "Code execution"): POST /code/execute,
 * /code/judge and /code_test/execute, plus GET /health and GET /runtimes. Errors use the shared
 * `{ errorText }` reply of ./errors. The 32768-character code limit is a domain rule
 * (`@learnbox/domain/execution/code-limits`) checked by the runner, so its exact message comes
 * from one place; these schemas only bound sizes so that no request can be unreasonably large.
 */

export const RUNNER_LANGUAGES = [
  'javascript',
  'typescript',
  'python',
  'c',
  'cpp',
  'java',
  'rust',
  'bash',
  'go',
  'ruby',
] as const;
export const runnerLanguageSchema = z.enum(RUNNER_LANGUAGES);
export type RunnerLanguage = z.infer<typeof runnerLanguageSchema>;

/** Relative paths only: no leading '/' or '.', so no '..', no hidden files, no absolute paths. */
const SAFE_FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*(\/[A-Za-z0-9_][A-Za-z0-9_.-]*){0,3}$/;

export const runnerFileSchema = z.object({
  name: z
    .string()
    .max(128, 'A file name may be at most 128 characters long.')
    .regex(
      SAFE_FILE_NAME,
      'A file name may use letters, digits, "_", "-" and "." (not first), with at most 3 folders separated by "/".',
    ),
  content: z.string(),
});
export type RunnerFile = z.infer<typeof runnerFileSchema>;

/** Per-run limits a caller may lower or raise up to the host's maxima (see GET /runtimes). */
export const runnerLimitsSchema = z.object({
  wallTimeMs: z.number().int().min(100).optional(),
  cpuTimeMs: z.number().int().min(100).optional(),
  memoryMb: z.number().int().min(16).optional(),
  maxProcesses: z.number().int().min(1).optional(),
  outputBytes: z.number().int().min(1024).optional(),
});
export type RunnerLimits = z.infer<typeof runnerLimitsSchema>;
export type ResolvedRunnerLimits = Required<RunnerLimits>;

/** A program is a single `code` string or a list of files; `mainFile` picks the entry (default: the first). */
const sourceShape = {
  language: runnerLanguageSchema,
  code: z.string().optional(),
  files: z.array(runnerFileSchema).min(1).max(32).optional(),
  mainFile: z.string().optional(),
  args: z
    .array(
      z
        .string()
        .max(4096)
        .regex(/^[^\0]*$/, 'Arguments may not contain NUL characters.'),
    )
    .max(64)
    .default([]),
  limits: runnerLimitsSchema.optional(),
};

function hasOneSource(body: { code?: string | undefined; files?: unknown[] | undefined }): boolean {
  return (body.code === undefined) !== (body.files === undefined);
}
const oneSource = { message: 'Send the program either as "code" or as "files", not both and not neither.' };

/**
 * Determinism probes (issue 19): the api runs a published example once plainly and once per
 * probe; probe n runs the same program under another time zone and hash seed (PROBE_ENVIRONMENTS),
 * so a program whose output depends on the clock or on randomness prints something else.
 */
export const DETERMINISM_PROBES = [1, 2] as const;
export const PROBE_ENVIRONMENTS: Record<(typeof DETERMINISM_PROBES)[number], Record<string, string>> = {
  1: { TZ: 'Pacific/Kiritimati', PYTHONHASHSEED: '7919', LEARNBOX_PROBE: '1' },
  2: { TZ: 'America/Adak', PYTHONHASHSEED: '104729', LEARNBOX_PROBE: '2' },
};

export const executeRequestSchema = z
  .object({
    ...sourceShape,
    stdin: z.string().default(''),
    determinismProbe: z
      .union([z.literal(1), z.literal(2)])
      .optional()
      .describe('Runs under probe n’s time zone and hash seed (publish-time check of examples).'),
  })
  .refine(hasOneSource, oneSource);
export type ExecuteRequest = z.input<typeof executeRequestSchema>;
export type ParsedExecuteRequest = z.output<typeof executeRequestSchema>;

export const RUN_STATUSES = [
  'ok',
  'compile_error',
  'runtime_error',
  'time_limit',
  'memory_limit',
  'output_limit',
] as const;
export const runStatusSchema = z.enum(RUN_STATUSES);
export type RunStatus = z.infer<typeof runStatusSchema>;

/** Measurements of one sandboxed run; null where the host could not measure them. */
const measuredShape = {
  exitCode: z.number().int().nullable(),
  signal: z.string().nullable(),
  wallTimeMs: z.number(),
  cpuTimeMs: z.number().nullable(),
  memoryKb: z.number().nullable(),
  /** Output went past the cap; the capped output is still returned. */
  truncated: z.boolean(),
};

export const executeResponseSchema = z.object({
  status: runStatusSchema,
  stdout: z.string(),
  stderr: z.string(),
  /** Compiler or transpiler output; null for interpreted languages. */
  compileOutput: z.string().nullable(),
  ...measuredShape,
  /**
   * The version of the language's toolchain that ran it, as GET /runtimes lists it (the compile
   * cache keys on the same string). The api keeps it with a stored example result (issue 19), so
   * a result is never answered after the runtime changed.
   */
  toolchainVersion: z.string().optional(),
  /**
   * Set by the api only: true when the answer is the stored result of an unmodified published
   * example (issue 19), false for a real run through the api; the runner never sets it.
   */
  cached: z.boolean().optional(),
});
export type ExecuteResponse = z.infer<typeof executeResponseSchema>;

export const JUDGE_COMPARISONS = ['exact', 'trim', 'tokens', 'float'] as const;
export const judgeComparisonSchema = z.enum(JUDGE_COMPARISONS);
export type JudgeComparison = z.infer<typeof judgeComparisonSchema>;

export const judgeTestCaseSchema = z.object({
  name: z.string().max(200).optional(),
  stdin: z.string().default(''),
  expectedOutput: z.string(),
  /** exact: byte for byte; trim: ignore trailing spaces and blank lines; tokens: any whitespace; float: tokens, numbers within 1e-6. */
  comparison: judgeComparisonSchema.default('trim'),
  /** Hidden cases report only their verdict, never their input or outputs. */
  hidden: z.boolean().default(false),
});
export type JudgeTestCase = z.input<typeof judgeTestCaseSchema>;

export const judgeRequestSchema = z
  .object({ ...sourceShape, testCases: z.array(judgeTestCaseSchema).min(1).max(50) })
  .refine(hasOneSource, oneSource);
export type JudgeRequest = z.input<typeof judgeRequestSchema>;
export type ParsedJudgeRequest = z.output<typeof judgeRequestSchema>;

export const JUDGE_VERDICTS = [
  'passed',
  'wrong_answer',
  'runtime_error',
  'time_limit',
  'memory_limit',
  'output_limit',
  'skipped',
] as const;
export const judgeVerdictSchema = z.enum(JUDGE_VERDICTS);
export type JudgeVerdict = z.infer<typeof judgeVerdictSchema>;

export const judgeCaseResultSchema = z.object({
  index: z.number().int(),
  name: z.string().optional(),
  hidden: z.boolean(),
  verdict: judgeVerdictSchema,
  stdin: z.string().optional(),
  expectedOutput: z.string().optional(),
  stdout: z.string().optional(),
  stderr: z.string().optional(),
  ...measuredShape,
});
export type JudgeCaseResult = z.infer<typeof judgeCaseResultSchema>;

export const judgeResponseSchema = z.object({
  /** accepted: every case passed; rejected: at least one did not; compile_error: no case ran. */
  status: z.enum(['accepted', 'rejected', 'compile_error']),
  compileOutput: z.string().nullable(),
  cases: z.array(judgeCaseResultSchema),
  summary: z.object({ total: z.number().int(), passed: z.number().int(), failed: z.number().int() }),
});
export type JudgeResponse = z.infer<typeof judgeResponseSchema>;

export const CODE_TEST_LANGUAGES = ['python', 'javascript', 'typescript'] as const;

export const codeTestRequestSchema = z.object({
  /** python runs the script with unittest; javascript and typescript with node:test. */
  language: z.enum(CODE_TEST_LANGUAGES),
  files: z.array(runnerFileSchema).min(1).max(32),
  testScript: z.string().max(65536, 'The test script may be at most 65536 characters long.'),
  /** Where the test script is written beside the learner's files (default test_main.py / main.test.js / main.test.ts). */
  testFileName: runnerFileSchema.shape.name.optional(),
  limits: runnerLimitsSchema.optional(),
});
export type CodeTestRequest = z.input<typeof codeTestRequestSchema>;
export type ParsedCodeTestRequest = z.output<typeof codeTestRequestSchema>;

/** The spec's live test result (section 3) plus what the run printed. */
export const codeTestResponseSchema = z.object({
  total_tests: z.number().int(),
  passed_tests: z.number().int(),
  failure_description: z.string().nullable(),
  status: runStatusSchema,
  stdout: z.string(),
  stderr: z.string(),
  compileOutput: z.string().nullable(),
  wallTimeMs: z.number(),
  truncated: z.boolean(),
});
export type CodeTestResponse = z.infer<typeof codeTestResponseSchema>;

export const runnerHealthReplySchema = z.object({ status: z.literal('ok') });
export type RunnerHealthReply = z.infer<typeof runnerHealthReplySchema>;

export const runtimeInfoSchema = z.object({
  language: runnerLanguageSchema,
  name: z.string(),
  version: z.string(),
  compiled: z.boolean(),
  /** File name used when a program is sent as a single `code` string. */
  defaultFileName: z.string(),
});
export type RuntimeInfo = z.infer<typeof runtimeInfoSchema>;

export const runtimesReplySchema = z.object({
  runtimes: z.array(runtimeInfoSchema),
  limits: z.object({ defaults: runnerLimitsSchema.required(), maxima: runnerLimitsSchema.required() }),
});
export type RuntimesReply = z.infer<typeof runtimesReplySchema>;
