import { z } from 'zod';

/**
 * Lesson widgets (issue 5 "Content model"): a lesson is an ordered list of these, stored as JSON.
 * The same schema validates imported content, the database column and the api's replies.
 */

/** Stable id of a widget inside its lesson: lowercase letters, digits and dashes. */
export const widgetIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'A widget id uses lowercase letters, digits and "-" (at most 64).');

const fileSchema = z.object({
  name: z.string().min(1).max(128),
  content: z.string().max(32768),
});
export type WidgetFile = z.infer<typeof fileSchema>;

/** Languages a Code widget may declare; the runner decides which of them it can run. */
export const CODE_LANGUAGES = [
  'python',
  'javascript',
  'typescript',
  'cpp',
  'c',
  'java',
  'bash',
  'sql',
  'go',
  'rust',
  'ruby',
  'html',
  'css',
  'json',
  'text',
] as const;
export const codeLanguageSchema = z.enum(CODE_LANGUAGES);
export type CodeLanguage = z.infer<typeof codeLanguageSchema>;

export const markdownWidgetSchema = z.object({
  type: z.literal('Markdown'),
  id: widgetIdSchema,
  /** GitHub-flavoured Markdown with $math$, $$display math$$ and "> [!NOTE]" callouts. */
  markdown: z.string().max(100_000),
});

const hiddenTestSchema = z.object({
  name: z.string().max(200).optional(),
  stdin: z.string().optional(),
  expected_output: z.string(),
});

export const codeWidgetSchema = z.object({
  type: z.literal('Code'),
  id: widgetIdSchema,
  language: codeLanguageSchema,
  title: z.string().max(200).optional(),
  files: z.array(fileSchema).min(1).max(16),
  /** Which file runs; the first one when absent. */
  main_file: z.string().optional(),
  stdin: z.string().optional(),
  /** What the program prints with `stdin`; checked against a real run by the seed tests. */
  expected_output: z.string().optional(),
  /** Cases the runner judges without showing their input; never sent to browsers (publicCodeWidgetSchema). */
  hidden_tests: z.array(hiddenTestSchema).max(50).optional(),
  /**
   * The author's answer to a judged exercise: the files that pass every hidden test. Never sent
   * to browsers; the content tests check that it passes and that the starter `files` do not.
   */
  solution: z.array(fileSchema).min(1).max(16).optional(),
  /**
   * The author's hints for a judged exercise, gentlest first: the coach's hint ladder hands them
   * out one step at a time (issue 18), so they stay on the server like the solution.
   */
  hints: z.array(z.string().min(1).max(1000)).max(8).optional(),
  /** False for snippets that are only read; runnable when absent. */
  runnable: z.boolean().optional(),
});

/**
 * A Code widget as the browser gets it (lesson and shot reads): the hidden tests stay on the
 * server, where POST /api/code/judge-widget judges them; only how many there are travels, so the
 * page can offer Check.
 */
export const publicCodeWidgetSchema = codeWidgetSchema
  .omit({ hidden_tests: true, solution: true, hints: true })
  .extend({
    hidden_test_count: z.number().int().min(0),
  });

export const tabbedCodeWidgetSchema = z.object({
  type: z.literal('TabbedCode'),
  id: widgetIdSchema,
  title: z.string().max(200).optional(),
  tabs: z
    .array(
      z.object({
        label: z.string().min(1).max(60),
        language: codeLanguageSchema,
        files: z.array(fileSchema).min(1).max(16),
        stdin: z.string().optional(),
        expected_output: z.string().optional(),
      }),
    )
    .min(1)
    .max(8),
});

export const tableWidgetSchema = z
  .object({
    type: z.literal('Table'),
    id: widgetIdSchema,
    caption: z.string().max(300).optional(),
    columns: z.array(z.string().max(200)).min(1).max(12),
    rows: z.array(z.array(z.string().max(2000))).max(200),
  })
  .refine((table) => table.rows.every((row) => row.length === table.columns.length), {
    message: 'Every table row needs one cell per column.',
  });

export const imageWidgetSchema = z.object({
  type: z.literal('Image'),
  id: widgetIdSchema,
  /** A site path (/...) or an https URL; or inline SVG markup drawn by the author. */
  src: z.string().max(2000).optional(),
  svg: z.string().max(50_000).optional(),
  alt: z.string().min(1).max(500),
  caption: z.string().max(500).optional(),
  width: z.number().int().min(1).max(4000).optional(),
  height: z.number().int().min(1).max(4000).optional(),
});

export const runJsWidgetSchema = z.object({
  type: z.literal('RunJS'),
  id: widgetIdSchema,
  title: z.string().max(200).optional(),
  /** JavaScript run in the browser, in a sandboxed iframe; console output is shown. */
  code: z.string().max(32768),
  /** What the console shows when the code runs unchanged. */
  expected_output: z.string().optional(),
});

export const webpackBinWidgetSchema = z.object({
  type: z.literal('WebpackBin'),
  id: widgetIdSchema,
  title: z.string().max(200).optional(),
  /** index.html, and the .css and .js files it uses, previewed live in a sandboxed iframe. */
  files: z.array(fileSchema).min(1).max(8),
});

export const quizWidgetSchema = z.object({
  type: z.literal('Quiz'),
  id: widgetIdSchema,
  title: z.string().max(200).optional(),
  questions: z
    .array(
      z.object({
        id: widgetIdSchema,
        prompt: z.string().min(1).max(2000),
        multiple: z.boolean().optional(),
        options: z
          .array(
            z.object({
              id: widgetIdSchema,
              text: z.string().min(1).max(500),
              correct: z.boolean().optional(),
            }),
          )
          .min(2)
          .max(8),
        explanation: z.string().max(4000),
      }),
    )
    .min(1)
    .max(20),
});

/**
 * A Quiz as the browser gets it before answering: the prompts and options, never which options
 * are correct nor the explanations (POST /api/quiz/answer reveals them for one question at a time).
 */
export const publicQuizWidgetSchema = quizWidgetSchema.extend({
  questions: z
    .array(
      z.object({
        id: widgetIdSchema,
        prompt: z.string(),
        multiple: z.boolean().optional(),
        options: z.array(z.object({ id: widgetIdSchema, text: z.string() })),
      }),
    )
    .min(1),
});

/** What answering one quiz question reveals: right or not, the correct options and the explanation. */
export const quizVerdictSchema = z.object({
  widget_id: widgetIdSchema,
  question_id: widgetIdSchema,
  chosen: z.array(widgetIdSchema),
  right: z.boolean(),
  correct: z.array(widgetIdSchema),
  /** Markdown, as the author wrote it. */
  explanation: z.string(),
});
export type QuizVerdict = z.infer<typeof quizVerdictSchema>;

/** Languages the runner's live tests (/code_test/execute) run: unittest or node:test. */
export const CODE_TEST_WIDGET_LANGUAGES = ['python', 'javascript', 'typescript'] as const;

/**
 * A live test exercise (spec section 3 "live test"): the learner edits the starter files and runs
 * the author's test file against them on the runner. The test file and the solution never reach
 * browsers (publicCodeTestWidgetSchema); the content tests check that the solution passes and
 * the starter does not.
 */
export const codeTestWidgetSchema = z.object({
  type: z.literal('CodeTest'),
  id: widgetIdSchema,
  title: z.string().max(200).optional(),
  language: z.enum(CODE_TEST_WIDGET_LANGUAGES),
  files: z.array(fileSchema).min(1).max(16),
  /** unittest (Python) or node:test (JavaScript, TypeScript) tests importing the learner's files. */
  test_file: fileSchema,
  solution: z.array(fileSchema).min(1).max(16).optional(),
});

export const publicCodeTestWidgetSchema = codeTestWidgetSchema.omit({ test_file: true, solution: true });

/** A lab's id as its pages and api routes take it (/cloudlabs/{author_id}/{work_id}). */
const labIdPart = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/, 'A lab id uses letters, digits, "_" and "-" (at most 128).');

/**
 * A terminal on a cloud lab's machine, inside a lesson (issue 13): the lab starts when the reader
 * asks, never on page load, and it is the same session as the lab's own page (one lab at a time).
 */
export const liveTerminalWidgetSchema = z.object({
  type: z.literal('LiveTerminal'),
  id: widgetIdSchema,
  title: z.string().max(200).optional(),
  author_id: labIdPart,
  work_id: labIdPart,
});

/** Widgets the browser gets exactly as stored. */
const sharedWidgetSchemas = [
  markdownWidgetSchema,
  tabbedCodeWidgetSchema,
  tableWidgetSchema,
  imageWidgetSchema,
  runJsWidgetSchema,
  webpackBinWidgetSchema,
  liveTerminalWidgetSchema,
] as const;

export const widgetSchema = z.discriminatedUnion('type', [
  codeWidgetSchema,
  quizWidgetSchema,
  codeTestWidgetSchema,
  ...sharedWidgetSchemas,
]);
export type Widget = z.infer<typeof widgetSchema>;

/**
 * The widgets of a lesson or shot as browsers get them: every type as stored, except Code, Quiz
 * and CodeTest in their public forms (no hidden tests, solutions, quiz answers or explanations).
 */
export const publicWidgetSchema = z.discriminatedUnion('type', [
  publicCodeWidgetSchema,
  publicQuizWidgetSchema,
  publicCodeTestWidgetSchema,
  ...sharedWidgetSchemas,
]);
export type PublicWidget = z.infer<typeof publicWidgetSchema>;
export type PublicCodeWidget = z.infer<typeof publicCodeWidgetSchema>;
export type PublicQuizWidget = z.infer<typeof publicQuizWidgetSchema>;
export type PublicCodeTestWidget = z.infer<typeof publicCodeTestWidgetSchema>;
export type CodeTestWidget = z.infer<typeof codeTestWidgetSchema>;
export type WidgetInput = z.input<typeof widgetSchema>;
export type WidgetType = Widget['type'];
export type MarkdownWidget = z.infer<typeof markdownWidgetSchema>;
export type CodeWidget = z.infer<typeof codeWidgetSchema>;
export type TabbedCodeWidget = z.infer<typeof tabbedCodeWidgetSchema>;
export type TableWidget = z.infer<typeof tableWidgetSchema>;
export type ImageWidget = z.infer<typeof imageWidgetSchema>;
export type RunJsWidget = z.infer<typeof runJsWidgetSchema>;
export type WebpackBinWidget = z.infer<typeof webpackBinWidgetSchema>;
export type QuizWidget = z.infer<typeof quizWidgetSchema>;
export type LiveTerminalWidget = z.infer<typeof liveTerminalWidgetSchema>;

export const widgetListSchema = z.array(widgetSchema).max(200);
