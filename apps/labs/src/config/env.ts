import { commaList, EnvError, envVariableNames, parseEnv } from '@learnbox/contracts/env';
import { z } from 'zod';
import type { ClusterSettings } from '../kubernetes/cluster-settings';
import { clusterEnvProblems, clusterEnvShape, clusterOf } from './cluster-env';

/**
 * The live host's environment, parsed once at start like the runner's. A wrong value stops the
 * process with a message naming the variable.
 */

const int = (fallback: number, min: number) => z.coerce.number().int().min(min).default(fallback);

const labsEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  LABS_PORT: int(4200, 1).pipe(z.number().max(65535)),
  /** The address web, api, runner and labs listen on; loopback unless set. */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** The live host's own listen address when it differs from HOST. */
  LABS_HOST: z.string().trim().min(1).optional(),
  /** Shared with the api, which sends it on every internal call (never the browser). */
  LABS_INTERNAL_SECRET: z
    .string({ error: 'LABS_INTERNAL_SECRET is required (the secret the api calls the live host with).' })
    .min(32, 'LABS_INTERNAL_SECRET must be at least 32 characters long.'),
  /** podman's socket, the homes and the base image's build dir; homes must survive restarts. */
  LABS_STATE_DIR: z.string().startsWith('/').default('/var/lib/learnbox-labs'),
  ...clusterEnvShape,
  LABS_CPUS: z.coerce.number().positive().default(1),
  LABS_PIDS: int(256, 16),
  LABS_HOME_MB: int(512, 16),
  /** Started containers kept warm per popular image (allocation in well under a second); 0: none. */
  LABS_POOL_SIZE: int(2, 0),
  /** How many images (with their limits) count as popular: the most recently allocated ones. */
  LABS_POOL_IMAGES: int(3, 1),
  /** Web origins whose browsers may open terminals (comma-separated). */
  /** Each lab's app preview origin, `{lab}` standing for its id; default http://{lab}.preview.localhost:<LABS_PORT>. */
  LABS_PREVIEW_ORIGIN: z
    .string()
    .trim()
    .refine((value) => value.includes('{lab}') && URL.canParse(value.replace('{lab}', 'x')), {
      message:
        'LABS_PREVIEW_ORIGIN must be an origin with {lab} in its host, like http://{lab}.preview.localhost:4200',
    })
    .optional(),
  LABS_ALLOWED_ORIGINS: commaList('http://localhost:3000,http://127.0.0.1:3000').pipe(
    z.array(z.url({ message: 'each allowed origin must be a URL like http://localhost:3000' })),
  ),
});

/** Every variable the live host reads (deploy files may set only these). */
export const LABS_ENV_VARS = envVariableNames(labsEnvSchema);

export interface LabsConfig {
  port: number;
  host: string;
  internalSecret: string;
  stateDir: string;
  /** Set when LABS_ENGINE=kubernetes: where and how labs run in the cluster. */
  cluster?: ClusterSettings;
  /** Limits every lab gets besides the memory its author declares. */
  cpus: number;
  pids: number;
  homeBytes: number;
  allowedOrigins: string[];
  /** LABS_PREVIEW_ORIGIN; buildLabsApp derives the default from the port when unset. */
  previewOrigin?: string;
  pool: { size: number; keys: number };
}

export function parseLabsEnv(env: Record<string, string | undefined>): LabsConfig {
  const e = parseEnv('labs', labsEnvSchema, env, clusterEnvProblems);
  return {
    port: e.LABS_PORT,
    host: e.LABS_HOST ?? e.HOST,
    internalSecret: e.LABS_INTERNAL_SECRET,
    stateDir: e.LABS_STATE_DIR,
    ...clusterOf(e),
    cpus: e.LABS_CPUS,
    pids: e.LABS_PIDS,
    homeBytes: e.LABS_HOME_MB * 1024 * 1024,
    allowedOrigins: e.LABS_ALLOWED_ORIGINS,
    previewOrigin: e.LABS_PREVIEW_ORIGIN ?? `http://{lab}.preview.localhost:${e.LABS_PORT}`,
    pool: { size: e.LABS_POOL_SIZE, keys: e.LABS_POOL_IMAGES },
  };
}

/** For main.ts: parse or exit with one line per wrong variable, never a stack. */
export function loadLabsConfig(env: Record<string, string | undefined> = process.env): LabsConfig {
  try {
    return parseLabsEnv(env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
