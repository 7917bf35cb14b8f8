import { z } from 'zod';

/**
 * The lab editor's calls (/cloudlabeditor, issue 13): an author reads and saves a lab's setup (spec
 * section 3 "Docker job, test runner, container"), creates labs and publishes them. Jobs, test
 * runners and environment entries keep the spec's field names (runScript, testScript, useAsDefault);
 * the lab's own fields are snake_case like the other lab calls. These schemas check shapes and
 * sizes; the domain's validateLabSetup checks the rules and names the broken fields.
 */

const line = (max: number) => z.string().max(max, `Must be at most ${max} characters.`);
const script = z.string().max(65_536, 'Must be at most 65536 characters.');
const idText = z.string().min(1).max(200);

/** Spec section 3 "Docker job": key, name, runScript, inputFileName, runInLiveContainer. */
export const labDockerJobSchema = z.object({
  key: line(64),
  name: line(200),
  runScript: script,
  inputFileName: line(200).optional(),
  runInLiveContainer: z.boolean().optional(),
});

/** Spec section 3 "Test runner": id, name, testScript. */
export const labTestRunnerSchema = z.object({ id: line(64), name: line(200), testScript: script });

/** Spec section 3 "Container build state" envs; section 5: useAsDefault true, required false by default. */
export const labEnvVarSchema = z.object({
  id: line(64),
  key: line(128),
  name: line(200).default(''),
  value: line(4096).default(''),
  info: line(1000).default(''),
  required: z.boolean().default(false),
  useAsDefault: z.boolean().default(true),
  deleted: z.boolean().default(false),
  defaultValue: line(4096).default(''),
});

/** What an author edits; saved whole (PUT), so the editor sends what it shows. */
export const labSetupBodySchema = z.object({
  title: line(200),
  summary: line(500),
  instructions: z.string().max(100_000, 'Must be at most 100000 characters.'),
  dockerfile_name: line(100).default('Dockerfile'),
  dockerfile: script,
  app_port: z.number().int().nullable(),
  memory_mb: z.number().int(),
  capabilities: z.array(line(64)).max(20),
  egress_allow_list: z.array(line(253)).max(50),
  track: line(100).nullable().default(null),
  jobs: z.array(labDockerJobSchema).max(50),
  test_runners: z.array(labTestRunnerSchema).max(50),
  envs: z.array(labEnvVarSchema).max(100),
});
export type LabSetupBody = z.input<typeof labSetupBodySchema>;

/** The latest build of the lab (spec section 4 "Image build status"), for the editor's log. */
export const labLatestBuildSchema = z.object({
  image_name: z.string(),
  build_status: z.string(),
  build_status_url: z.string(),
  build_log_url: z.string(),
});

/** A lab's setup as stored, with who wrote it, whether it is published and its image. */
export const labSetupReplySchema = labSetupBodySchema.extend({
  author_id: z.string(),
  work_id: z.string(),
  slug: z.string(),
  published: z.boolean(),
  /** The image learners get: the last successful build's, null until one succeeds. */
  image_name: z.string().nullable(),
  latest_build: labLatestBuildSchema.nullable(),
  /** The capabilities a lab may declare (the domain's LAB_CAPABILITIES), for the editor's choices. */
  allowed_capabilities: z.array(z.string()),
});
export type LabSetupReply = z.infer<typeof labSetupReplySchema>;

/** The labs the signed-in author may edit, and the authors they may create labs as. */
export const labEditorListReplySchema = z.object({
  authors: z.array(z.object({ author_id: z.string(), name: z.string() })),
  labs: z.array(
    z.object({
      author_id: z.string(),
      work_id: z.string(),
      slug: z.string(),
      title: z.string(),
      published: z.boolean(),
      image_name: z.string().nullable(),
      updated_at: z.string(),
    }),
  ),
});
export type LabEditorListReply = z.infer<typeof labEditorListReplySchema>;

/** A new draft lab: its author and title; the short name (slug) is made from the title unless given. */
export const createLabBodySchema = z.object({
  author_id: idText,
  title: line(200),
  slug: line(60).optional(),
});
export const createLabReplySchema = z.object({ author_id: z.string(), work_id: z.string() });

export const publishLabBodySchema = z.object({ published: z.boolean() });
