import { z } from 'zod';
import {
  labFileContentSchema,
  labFilePathSchema,
  labFilesReplySchema,
  labFileWriteBodySchema,
  labFileWrittenSchema,
} from './labs';

/**
 * What the api and the live host (apps/labs) say to each other: the api decides who gets a lab
 * and records it; the host owns containers, images, terminals and previews. The host answers its
 * errors as { errorText } like every app of ours.
 *
 * - POST /labs                  labHostStartSchema -> labHostStateSchema
 * - GET /labs/:labId            -> labHostStateSchema
 * - DELETE /labs/:labId         stops the container, keeps its home volume -> 204
 * - POST /labs/:labId/reset     the home back to the image's /home/learner, terminals restart -> labHostStateSchema
 * - GET /labs/:labId/files      -> labHostFilesSchema (the home's tree, read inside the container)
 * - GET /labs/:labId/files/content?path=  -> labHostFileContentSchema
 * - PUT /labs/:labId/files/content        labHostFileContentSchema -> labHostFileWrittenSchema
 * - POST /labs/:labId/tests     labHostTestsSchema -> labHostTestOutputSchema
 * - POST /builds                labHostBuildSchema -> 202
 * - GET /builds/:image?from=    -> labHostBuildProgressSchema
 *
 * Every call above carries LAB_HOST_SECRET_HEADER (LABS_INTERNAL_SECRET). The browser's only way
 * in is the terminal WebSocket, GET /labs/:labId/terminal?auth=<allocate_auth>&term=<n>: binary
 * frames are keystrokes and screen bytes, text frames are labTerminalControlSchema messages; on
 * (re)connect the host first sends the terminal's last screen bytes so the screen comes back.
 *
 * Also public on the host (no secret):
 * - GET /edu-diagnose-network  -> labHostDiagnosisSchema (CORS for the web's origins); the same
 *   path as a WebSocket answers each labDiagnosePingSchema text frame with labDiagnosePongSchema.
 * - App previews: any request whose Host is a lab's preview origin (LABS_PREVIEW_ORIGIN, default
 *   `http://{lab}.preview.localhost:<port>`) goes to the lab's app_port; the browser first opens
 *   `{origin}/.learnbox/auth?auth=<allocate_auth>&next=/`, which sets the origin's cookie.
 */

/** The header the api proves itself to the live host with. */
export const LAB_HOST_SECRET_HEADER = 'x-lab-host-secret';

/** A text frame from the browser: the terminal's new size, or typed text (xterm's onData). */
export const labTerminalControlSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('resize'),
    cols: z.number().int().min(1).max(1000),
    rows: z.number().int().min(1).max(1000),
  }),
  z.object({ type: z.literal('input'), data: z.string() }),
]);
export type LabTerminalControl = z.infer<typeof labTerminalControlSchema>;

/** The container of one learner's lab: `lab_id` is the api's instance key (user and work). */
export const labHostStartSchema = z.object({
  lab_id: z.string().min(1),
  /** The image to run; the host builds it from `dockerfile` when it does not have it (the "pull"). */
  image: z.string().min(1),
  dockerfile: z.string().min(1),
  /** The learner's home, kept across sessions and host restarts. */
  home_volume: z.string().min(1),
  memory_mb: z.number().int().positive(),
  app_port: z.number().int().positive().nullable(),
  env: z.record(z.string(), z.string()),
  capabilities: z.array(z.string()),
  egress_allow_list: z.array(z.string()),
  /** The secret the browser shows the host (allocate_auth) to open terminals and the preview. */
  auth: z.string().min(16),
  /** When the host stops the container on its own (the session's end). */
  expires_at: z.string(),
});
export type LabHostStart = z.infer<typeof labHostStartSchema>;

export const labHostStateSchema = z.object({
  lab_id: z.string(),
  image: z.enum(['present', 'pulling', 'failed']),
  state: z.enum(['created', 'running', 'stopped', 'missing']),
});
export type LabHostState = z.infer<typeof labHostStateSchema>;

export const labHostTestsSchema = z.object({
  runners: z.array(z.object({ id: z.string(), name: z.string(), script: z.string() })).min(1),
  timeout_ms: z.number().int().positive(),
});
export type LabHostTests = z.infer<typeof labHostTestsSchema>;

/** The runners' combined output; the last JSON line is the result (domain parseTestRunnerOutput). */
export const labHostTestOutputSchema = z.object({
  output: z.string(),
  timed_out: z.boolean(),
});
export type LabHostTestOutput = z.infer<typeof labHostTestOutputSchema>;

export const labHostBuildSchema = z.object({ image: z.string().min(1), dockerfile: z.string().min(1) });
export type LabHostBuild = z.infer<typeof labHostBuildSchema>;

export const labHostBuildProgressSchema = z.object({
  status: z.enum(['PENDING', 'SUCCESS', 'FAILURE']),
  /** Log lines from `from` on. */
  lines: z.array(z.string()),
});
export type LabHostBuildProgress = z.infer<typeof labHostBuildProgressSchema>;

/**
 * The files of a lab's home, read and written inside the running container as the learner (never
 * by the host following paths in the home: a symlink there could name a host file). Same shapes as
 * the api's file routes; sizes are capped at LAB_FILE_MAX_BYTES (labs.ts).
 */
export const labHostFilesSchema = labFilesReplySchema;
export type LabHostFiles = z.infer<typeof labHostFilesSchema>;
export const labHostFileQuerySchema = z.object({ path: labFilePathSchema });
export const labHostFileContentSchema = labFileContentSchema;
export type LabHostFileContent = z.infer<typeof labHostFileContentSchema>;
export const labHostFileWriteSchema = labFileWriteBodySchema;
export const labHostFileWrittenSchema = labFileWrittenSchema;
export type LabHostFileWritten = z.infer<typeof labHostFileWrittenSchema>;

/** GET /edu-diagnose-network: the host is reachable, its clock, its version, its engine. */
export const labHostDiagnosisSchema = z.object({
  /** The host's clock, epoch milliseconds. */
  host_time: z.number(),
  version: z.string(),
  engine: z.enum(['up', 'down']),
});
export type LabHostDiagnosis = z.infer<typeof labHostDiagnosisSchema>;

/** A text frame the browser sends on the diagnosis WebSocket; `sent` is its own clock. */
export const labDiagnosePingSchema = z.object({
  type: z.literal('ping'),
  seq: z.number().int().min(0),
  sent: z.number(),
});
export type LabDiagnosePing = z.infer<typeof labDiagnosePingSchema>;

/** The host's answer: the ping echoed with its own clock when it read it. */
export const labDiagnosePongSchema = labDiagnosePingSchema.extend({
  type: z.literal('pong'),
  host_time: z.number(),
});
export type LabDiagnosePong = z.infer<typeof labDiagnosePongSchema>;
