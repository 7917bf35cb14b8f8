import { z } from 'zod';
import { judgeResponseSchema, runnerFileSchema, runnerLanguageSchema } from './runner';

/** Projects (issue 15): tasks judged by the runner; tests and solutions never leave the api. */

const slugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A project address uses lower-case letters, digits and single dashes.');
const idSchema = z.string().min(1).max(120);
const filesSchema = z
  .array(runnerFileSchema)
  .min(1, 'Send at least one file.')
  .max(16, 'Send at most 16 files.');

export const projectSlugParamsSchema = z.object({ slug: slugSchema });
export const projectTaskParamsSchema = z.object({ slug: slugSchema, taskId: idSchema });
export const projectShareParamsSchema = z.object({ shareId: z.string().min(16).max(64) });
export const projectIdParamsSchema = z.object({ projectId: idSchema });

export const projectSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  language: z.string(),
  task_count: z.number().int(),
  /** The signed-in learner's passed tasks; null when logged out or not started. */
  passed_count: z.number().int().nullable(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;
export const projectListReplySchema = z.object({ projects: z.array(projectSummarySchema) });

export const PROJECT_TASK_STATES = ['locked', 'open', 'passed'] as const;
export const projectTaskSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  instructions: z.string(),
  starter_files: z.array(runnerFileSchema),
  main_file: z.string().nullable(),
  test_count: z.number().int(),
  state: z.enum(PROJECT_TASK_STATES),
  /** The learner's latest code for this task, kept between visits. */
  files: z.array(runnerFileSchema).nullable(),
});
export type ProjectTask = z.infer<typeof projectTaskSchema>;

export const projectProgressSchema = z.object({
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** The finished page's unguessable address; shown to its owner only. */
  share_id: z.string(),
  is_public: z.boolean(),
});

export const projectDetailReplySchema = z.object({
  project: projectSummarySchema,
  tasks: z.array(projectTaskSchema),
  progress: projectProgressSchema.nullable(),
});
export type ProjectDetailReply = z.infer<typeof projectDetailReplySchema>;

export const submitProjectTaskBodySchema = z.object({ files: filesSchema });
export const submitProjectTaskReplySchema = z.object({
  result: judgeResponseSchema,
  passed: z.boolean(),
  /** The task that opened because this one passed; null when none did. */
  next_task_id: z.string().nullable(),
  finished: z.boolean(),
});
export type SubmitProjectTaskReply = z.infer<typeof submitProjectTaskReplySchema>;

export const projectSharingBodySchema = z.object({ is_public: z.boolean() });
export const projectSharingReplySchema = z.object({ share_id: z.string(), is_public: z.boolean() });

export const sharedProjectReplySchema = z.object({
  project: z.object({ slug: z.string(), title: z.string(), summary: z.string(), language: z.string() }),
  learner_name: z.string(),
  finished_at: z.string(),
  tasks: z.array(z.object({ title: z.string(), files: z.array(runnerFileSchema) })),
});
export type SharedProjectReply = z.infer<typeof sharedProjectReplySchema>;

/** The project editor (/projecteditor): the whole project with its tests and solutions. */
const projectTestSchema = z.object({
  name: z.string().trim().min(1, 'Give each test a name.').max(200),
  stdin: z.string().max(20_000),
  expected_output: z.string().max(20_000),
});
export const editableTaskSchema = z.object({
  id: z.string().max(120).nullable(),
  title: z.string().trim().min(1, 'Give each task a title.').max(200),
  instructions: z.string().max(50_000),
  starter_files: filesSchema,
  main_file: z.string().max(128).nullable(),
  tests: z.array(projectTestSchema).min(1, 'Each task needs at least one test.').max(50),
  solution: filesSchema,
});
export type EditableTask = z.infer<typeof editableTaskSchema>;
export const editableProjectSchema = z.object({
  slug: slugSchema,
  title: z.string().trim().min(1, 'Give the project a title.').max(200),
  summary: z.string().max(2000),
  language: runnerLanguageSchema,
  published: z.boolean(),
  tasks: z.array(editableTaskSchema).max(30),
});
export type EditableProject = z.infer<typeof editableProjectSchema>;
export const editableProjectReplySchema = editableProjectSchema.extend({ id: z.string() });
export type EditableProjectReply = z.infer<typeof editableProjectReplySchema>;
export const createProjectBodySchema = editableProjectSchema.pick({
  slug: true,
  title: true,
  language: true,
});
export const projectEditorListReplySchema = z.object({
  projects: z.array(
    z.object({ id: z.string(), slug: z.string(), title: z.string(), published: z.boolean() }),
  ),
});

/** The editor's check: each task's reference solution judged against all its tests, shown whole. */
export const checkProjectSolutionsReplySchema = z.object({
  tasks: z.array(z.object({ id: z.string(), title: z.string(), result: judgeResponseSchema })),
});
export type CheckProjectSolutionsReply = z.infer<typeof checkProjectSolutionsReplySchema>;
