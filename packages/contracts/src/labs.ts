import { z } from 'zod';

/**
 * The api's cloud lab calls (spec section 7 "Live containers and tests", issue 13), field names as
 * the spec writes them. Statuses travel as strings and numbers here: the domain names them
 * (labs/container-status, image-build, live-tests) and contracts may not import it, so the api
 * narrows them where it answers. Shapes the spec leaves out ("Response shapes not listed above:
 * not shown") are ours and say so.
 */

const idText = z.string().min(1).max(200);
/** Small JSON objects only: these are logs, not storage. */
const MAX_JSON_CHARS = 16_384;
const jsonObjectSchema = z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= MAX_JSON_CHARS, {
    message: `Must be at most ${MAX_JSON_CHARS} characters as JSON.`,
  });
/** Query strings carry booleans as text. */
const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A live container status of spec section 4 (CONTAINER_OFFLINE … RUNNING). */
const vmStatusSchema = z.string();

export const labWorkParamsSchema = z.object({ authorId: idText, workId: idText });
export type LabWorkParams = z.infer<typeof labWorkParamsSchema>;

export const labInstanceParamsSchema = z.object({ instanceId: idText });

/** GET /api/instances?collection_id=&author_id= (the client retries it 4 times). */
export const labInstancesQuerySchema = z.object({
  collection_id: idText.optional(),
  author_id: idText.optional(),
});

/** Ours: the signed-in user's open lab instances (at most one: one lab at a time). */
export const labInstancesReplySchema = z.object({
  instances: z.array(
    z.object({
      instance_id: z.string(),
      author_id: z.string(),
      work_id: z.string(),
      vm_status: vmStatusSchema,
      started_at: z.string(),
      expires_at: z.string(),
      /** Milliseconds left, so the learner sees the time left without trusting their clock. */
      time_left_ms: z.number().int().min(0),
    }),
  ),
});
export type LabInstancesReply = z.infer<typeof labInstancesReplySchema>;

/** POST /api/instances/{authorId}/{workId}/allocate (spec section 7). */
export const allocateLabBodySchema = z.object({
  work_type: idText.optional(),
  page_type: idText.optional(),
  draft: z.boolean().optional(),
  container_info: jsonObjectSchema.optional(),
  page_id: idText.optional(),
  sub_document_id: idText.optional(),
  comp_type: idText.optional(),
  request_id: idText.optional(),
});
export type AllocateLabBody = z.input<typeof allocateLabBodySchema>;

/**
 * The spec's allocate response (vm_status, request_id, vm_password, allocate_id, allocate_auth);
 * allocate_id is the instance id of the status calls. Ours in addition: where the live host is
 * and when the session ends.
 */
export const allocateLabReplySchema = z.object({
  vm_status: vmStatusSchema,
  request_id: z.string(),
  vm_password: z.string(),
  allocate_id: z.string(),
  allocate_auth: z.string(),
  live_host_url: z.string(),
  expires_at: z.string(),
  /**
   * Ours: the lab's app preview, its own origin (`http://{lab}.preview.localhost:<port>` by default);
   * the browser opens `{preview_url}/.learnbox/auth?auth=<allocate_auth>&next=/` first. Null when
   * the lab declares no app_port.
   */
  preview_url: z.string().nullable(),
  /** Ours: 'Resources allocation failed!' with vm_status ALLOCATION_FAILED (spec section 8). */
  message: z.string().optional(),
});
export type AllocateLabReply = z.infer<typeof allocateLabReplySchema>;

/** POST /api/instances/{type}/{authorId}/{workId}/allocate-android (spec section 7); always refused here. */
export const allocateAndroidParamsSchema = z.object({ type: idText, authorId: idText, workId: idText });
export const allocateAndroidBodySchema = z.object({
  draft: z.boolean().optional(),
  emulator: z.string().max(200).optional(),
  page_id: idText.optional(),
  comp_id: idText.optional(),
  comp_type: idText.optional(),
});

/** GET /api/instances/{instanceId}/image/status and /int-daemon/status ?request_id= (spec section 7). */
export const labStatusQuerySchema = z.object({ request_id: idText.optional() });
export const labStatusReplySchema = z.object({
  vm_status: vmStatusSchema,
  request_id: z.string(),
  /** Ours: the spec's live status message (section 8) when the status has one, e.g. 'Failed to pull image!'. */
  message: z.string().optional(),
});
export type LabStatusReply = z.infer<typeof labStatusReplySchema>;

export const labTestParamsSchema = z.object({
  authorId: idText,
  workId: idText,
  pageId: idText,
  docId: idText,
});

/** POST /api/instances/{authorId}/{workId}/{pageId}/{docId}/run_tests (spec section 7). */
export const runLabTestsBodySchema = z.object({
  document_type: idText,
  is_editor: z.boolean().optional(),
  container_info: jsonObjectSchema.optional(),
  is_debug_mode: z.boolean().optional(),
});
export type RunLabTestsBody = z.input<typeof runLabTestsBodySchema>;

export const runLabTestsReplySchema = z.object({
  testing_container_status: vmStatusSchema,
  attempt_count: z.number().int().min(0),
  request_id: z.string(),
});
export type RunLabTestsReply = z.infer<typeof runLabTestsReplySchema>;

/** GET .../test-results?document_type=&attempt_count=&is_editor= (spec section 7). */
export const labTestResultsQuerySchema = z.object({
  document_type: idText,
  attempt_count: z.coerce.number().int().min(0),
  is_editor: queryBoolean.optional(),
});

/** The spec's live test result (section 3) plus, ours, one entry per test. */
export const liveTestResultSchema = z.object({
  total_tests: z.number().int().min(0),
  passed_tests: z.number().int().min(0),
  failure_description: z.string().nullable(),
  tests: z.array(z.object({ name: z.string(), passed: z.boolean(), message: z.string().optional() })),
});
export type LiveTestResultReply = z.infer<typeof liveTestResultSchema>;

/** live_test_status is 101, 102 or 103 once done, null while the tests run (spec section 4). */
export const labTestResultsReplySchema = z.object({
  live_test_status: z.number().int().nullable(),
  results: liveTestResultSchema.nullable(),
  request_id: z.string(),
  /** Ours: the spec's test run message for 102 and 103 ('Max time-limit reached for Live Testing.', …). */
  message: z.string().optional(),
});
export type LabTestResultsReply = z.infer<typeof labTestResultsReplySchema>;

/** POST /api/instances/log-interaction (spec section 7), every field optional like the code log. */
export const labLogInteractionBodySchema = z.object({
  request_id: idText.nullish(),
  /** Ignored in favour of the session's user; kept so the spec's payload is accepted as sent. */
  user_id: idText.nullish(),
  author_id: idText.nullish(),
  work_id: idText.nullish(),
  work_type: idText.nullish(),
  page_id: idText.nullish(),
  comp_id: idText.nullish(),
  comp_type: idText.nullish(),
  performance_report: jsonObjectSchema.nullish(),
  interaction_map: jsonObjectSchema.nullish(),
});

/** POST /api/userdata/live/interactions (spec section 7). */
export const liveInteractionsBodySchema = z.object({
  app_id: idText.nullish(),
  comp_type: idText.nullish(),
  is_draft_page: z.boolean().nullish(),
  is_test_workspace: z.boolean().nullish(),
  interaction_map: jsonObjectSchema.nullish(),
  comp_id: idText.nullish(),
});

export const labInteractionReplySchema = z.object({ id: z.string() });

/** The spec's "PUT to a rebuild url"; ours: the url, and an optional new Dockerfile to build. */
export const rebuildLabImageBodySchema = z.object({ dockerfile: z.string().min(1).max(65_536).optional() });

/** Response: image_name (spec section 7); ours: where to poll the build and read its log. */
export const rebuildLabImageReplySchema = z.object({
  image_name: z.string(),
  build_status_url: z.string(),
  build_log_url: z.string(),
});
export type RebuildLabImageReply = z.infer<typeof rebuildLabImageReplySchema>;

export const labBuildQuerySchema = z.object({ image_name: idText });

/** "GET to a build status url. Response: build_status" (spec section 7): PENDING, SUCCESS or FAILURE. */
export const labBuildStatusReplySchema = z.object({ build_status: z.string() });
export type LabBuildStatusReply = z.infer<typeof labBuildStatusReplySchema>;

/** Ours: the build log from line `from` on, for the editor's live log. */
export const labBuildLogQuerySchema = labBuildQuerySchema.extend({
  from: z.coerce.number().int().min(0).default(0),
});
export const labBuildLogReplySchema = z.object({
  lines: z.array(z.string()),
  /** The `from` of the next call. */
  next: z.number().int().min(0),
  build_status: z.string(),
});
export type LabBuildLogReply = z.infer<typeof labBuildLogReplySchema>;

/** Ours: one published lab of the catalogue (GET /api/labs). */
export const labSummarySchema = z.object({
  author_id: z.string(),
  work_id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  track: z.string().nullable(),
  /** The lab declares an app port, so the learner gets a preview of it. */
  has_preview: z.boolean(),
});
export type LabSummary = z.infer<typeof labSummarySchema>;

export const labCatalogueReplySchema = z.object({ labs: z.array(labSummarySchema) });
export type LabCatalogueReply = z.infer<typeof labCatalogueReplySchema>;

/**
 * A job the learner runs with its "Run" button: as the build state lists jobs (spec section 3: key,
 * name and start script, in the spec's field names), plus ours: the file it opens in the editor and
 * whether it is the live-container job (listed first).
 */
export const labLearnerJobSchema = z.object({
  key: z.string(),
  name: z.string(),
  runScript: z.string(),
  inputFileName: z.string().nullable(),
  runInLiveContainer: z.boolean(),
});
export type LabLearnerJob = z.infer<typeof labLearnerJobSchema>;

/** Ours: GET /api/labs/:authorId/:workId, a published lab with its Markdown instructions. */
export const labDetailReplySchema = labSummarySchema.extend({
  instructions: z.string(),
  test_runners: z.array(z.object({ id: z.string(), name: z.string() })),
  jobs: z.array(labLearnerJobSchema),
});
export type LabDetailReply = z.infer<typeof labDetailReplySchema>;

/**
 * A path in the learner's home, relative to it: no leading slash, no `..` segment, no NUL. The
 * host checks again inside the container; this is the first, cheap refusal.
 */
export const labFilePathSchema = z
  .string()
  .min(1)
  .max(1024)
  .refine((path) => !path.startsWith('/'), { message: 'Must be relative to the home folder.' })
  .refine((path) => !path.includes('\0'), { message: 'Must not contain a NUL character.' })
  .refine((path) => !path.split('/').includes('..'), { message: 'Must not contain a .. segment.' });

/** The largest file the lab's file panel reads or writes, in bytes (UTF-8 for writes). */
export const LAB_FILE_MAX_BYTES = 1_048_576;

export const labFileEntrySchema = z.object({
  /** Relative to the home folder. */
  path: z.string(),
  type: z.enum(['file', 'dir']),
  size: z.number().int().min(0),
});
export type LabFileEntry = z.infer<typeof labFileEntrySchema>;

/** Ours: the home's tree, depth- and entry-capped, dot folders like .git and node_modules skipped. */
export const labFilesReplySchema = z.object({ entries: z.array(labFileEntrySchema) });
export type LabFilesReply = z.infer<typeof labFilesReplySchema>;

export const labFileQuerySchema = z.object({ path: labFilePathSchema });

/** A text file's content (UTF-8). */
export const labFileContentSchema = z.object({ path: z.string(), content: z.string() });
export type LabFileContent = z.infer<typeof labFileContentSchema>;

export const labFileWriteBodySchema = z.object({
  path: labFilePathSchema,
  /** Checked in bytes by the api and the host; the character cap keeps the body parser honest. */
  content: z.string().max(LAB_FILE_MAX_BYTES),
});
export type LabFileWriteBody = z.infer<typeof labFileWriteBodySchema>;

export const labFileWrittenSchema = z.object({ path: z.string(), size: z.number().int().min(0) });
export type LabFileWritten = z.infer<typeof labFileWrittenSchema>;

/** Ours: DELETE /api/instances/:instanceId and POST .../reset answer the instance's new state. */
export const labSessionReplySchema = z.object({
  instance_id: z.string(),
  vm_status: vmStatusSchema,
  ended_at: z.string().nullable(),
});
export type LabSessionReply = z.infer<typeof labSessionReplySchema>;
