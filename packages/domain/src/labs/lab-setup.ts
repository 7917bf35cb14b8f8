import type { DockerJob, TestRunner } from './docker-jobs';
import type { EnvVarEntry } from './env-vars';
import { LAB_BASE_IMAGE } from './image-build';
import { LAB_EDITOR_MESSAGES as M } from './messages';

/**
 * What an author sets up for a lab in /cloudlabeditor (spec section 3 "Docker job, test runner,
 * container") and the rules it must meet before it is saved. Each broken rule is reported under the
 * field's path (`jobs.1.key`), so the editor shows the sentence beside the field.
 */
export interface LabSetup {
  title: string;
  summary: string;
  /** Markdown shown beside the terminal. */
  instructions: string;
  dockerfileName: string;
  dockerfile: string;
  appPort: number | null;
  memoryMb: number;
  capabilities: string[];
  egressAllowList: string[];
  track: string | null;
  jobs: DockerJob[];
  testRunners: TestRunner[];
  envs: EnvVarEntry[];
}

export const LAB_SETUP_LIMITS = {
  MIN_APP_PORT: 1024,
  MAX_APP_PORT: 65535,
  MIN_MEMORY_MB: 64,
  MAX_MEMORY_MB: 2048,
  DEFAULT_MEMORY_MB: 256,
  /** A Dockerfile is text an author writes (the request body limit is 1 MB). */
  MAX_DOCKERFILE_BYTES: 65_536,
} as const;

/**
 * Capabilities a lab may add back after cap-drop ALL: the everyday ones a Docker container keeps
 * by default that a course can need (binding low ports, changing owners as root in the lab). None
 * that reach the kernel or the network stack (SYS_ADMIN, NET_ADMIN, SYS_PTRACE, NET_RAW, ...).
 */
export const LAB_CAPABILITIES = [
  'CHOWN',
  'DAC_OVERRIDE',
  'FOWNER',
  'FSETID',
  'KILL',
  'NET_BIND_SERVICE',
  'SETGID',
  'SETUID',
] as const;

const SLUG = /^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/;
const KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const ENV_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;
const FILE_NAME = /^[A-Za-z0-9._-]{1,100}$/;
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A short name for a new lab's slug: lower case, dashes, at most 60 characters. */
export function slugFromTitle(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug.length >= 3 ? slug : `lab-${slug}`.replace(/-+$/g, '');
}

export function isValidLabSlug(slug: string): boolean {
  return SLUG.test(slug) && !slug.includes('--');
}

/** The first instruction (comments, blank lines and parser directives aside) is FROM the base image. */
export function dockerfileStartsFromBase(dockerfile: string): boolean {
  for (const raw of dockerfile.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    // `ARG` may precede FROM in a Dockerfile, but a lab has no build arguments to give it.
    const [instruction, image, ...rest] = line.split(/\s+/);
    return instruction?.toUpperCase() === 'FROM' && image === LAB_BASE_IMAGE && rest.length <= 2;
  }
  return false;
}

/** A bare host name (optionally `*.` for its subdomains): what the egress allow-list holds. */
export function isEgressHost(host: string): boolean {
  const name = host.startsWith('*.') ? host.slice(2) : host;
  if (name.length === 0 || name.length > 253) return false;
  const labels = name.split('.');
  return labels.length >= 2 && labels.every((label) => HOST_LABEL.test(label));
}

/** A relative path with no `..`, no leading slash and nothing odd: the job's input file. */
function isHomePath(path: string): boolean {
  if (path.length === 0 || path.length > 200 || path.startsWith('/')) return false;
  return path
    .split('/')
    .every((part) => part !== '' && part !== '.' && part !== '..' && FILE_NAME.test(part));
}

/** Every broken rule of the setup, by field path; empty when it may be saved. */
export function validateLabSetup(setup: LabSetup): Record<string, string> {
  const errors: Record<string, string> = {};
  if (setup.title.trim() === '') errors.title = M.TITLE_REQUIRED;
  if (setup.summary.trim() === '') errors.summary = M.SUMMARY_REQUIRED;
  if (!FILE_NAME.test(setup.dockerfileName)) errors.dockerfileName = M.DOCKERFILE_NAME;
  if (!dockerfileStartsFromBase(setup.dockerfile)) errors.dockerfile = M.DOCKERFILE_FROM;
  if (
    setup.appPort !== null &&
    (!Number.isInteger(setup.appPort) ||
      setup.appPort < LAB_SETUP_LIMITS.MIN_APP_PORT ||
      setup.appPort > LAB_SETUP_LIMITS.MAX_APP_PORT)
  )
    errors.appPort = M.APP_PORT_RANGE;
  if (
    !Number.isInteger(setup.memoryMb) ||
    setup.memoryMb < LAB_SETUP_LIMITS.MIN_MEMORY_MB ||
    setup.memoryMb > LAB_SETUP_LIMITS.MAX_MEMORY_MB
  )
    errors.memoryMb = M.MEMORY_RANGE;
  setup.capabilities.forEach((capability, index) => {
    if (!(LAB_CAPABILITIES as readonly string[]).includes(capability))
      errors[`capabilities.${index}`] = M.CAPABILITY_UNKNOWN;
  });
  setup.egressAllowList.forEach((host, index) => {
    if (!isEgressHost(host)) errors[`egressAllowList.${index}`] = M.EGRESS_HOST;
  });
  checkEntries(errors, 'jobs', setup.jobs, (job) => job.key, KEY, M.KEY_FORMAT);
  setup.jobs.forEach((job, index) => {
    if (job.name.trim() === '') errors[`jobs.${index}.name`] = M.NAME_REQUIRED;
    if (job.runScript.trim() === '') errors[`jobs.${index}.runScript`] = M.SCRIPT_REQUIRED;
    if (job.inputFileName && !isHomePath(job.inputFileName))
      errors[`jobs.${index}.inputFileName`] = M.INPUT_FILE_NAME;
  });
  const live = setup.jobs.flatMap((job, index) => (job.runInLiveContainer ? [index] : []));
  for (const index of live.slice(1)) errors[`jobs.${index}.runInLiveContainer`] = M.ONE_LIVE_JOB;
  checkEntries(errors, 'testRunners', setup.testRunners, (runner) => runner.id, KEY, M.KEY_FORMAT, 'id');
  setup.testRunners.forEach((runner, index) => {
    if (runner.name.trim() === '') errors[`testRunners.${index}.name`] = M.NAME_REQUIRED;
    if (runner.testScript.trim() === '') errors[`testRunners.${index}.testScript`] = M.SCRIPT_REQUIRED;
  });
  checkEntries(errors, 'envs', setup.envs, (env) => env.id, KEY, M.KEY_FORMAT, 'id');
  const liveEnvs = setup.envs.map((env, index) => ({ env, index })).filter(({ env }) => !env.deleted);
  checkEntries(
    errors,
    'envs',
    liveEnvs.map(({ env }) => env),
    (env) => env.key,
    ENV_KEY,
    M.ENV_KEY_FORMAT,
    'key',
    liveEnvs.map(({ index }) => index),
  );
  return errors;
}

/** Keys match `pattern` and are unique; errors land on `{list}.{index}.{field}`. */
function checkEntries<T>(
  errors: Record<string, string>,
  list: string,
  entries: readonly T[],
  keyOf: (entry: T) => string,
  pattern: RegExp,
  formatMessage: string,
  field = 'key',
  indexes?: readonly number[],
): void {
  const seen = new Set<string>();
  entries.forEach((entry, position) => {
    const index = indexes?.[position] ?? position;
    const key = keyOf(entry);
    if (!pattern.test(key)) errors[`${list}.${index}.${field}`] = formatMessage;
    else if (seen.has(key)) errors[`${list}.${index}.${field}`] = M.KEY_DUPLICATE;
    seen.add(key);
  });
}

/**
 * A new lab's Dockerfile: the base image and its unprivileged learner (the base may already have
 * it), working in the home folder whose files become the learner's starting point.
 */
export function starterDockerfile(): string {
  return [
    `FROM ${LAB_BASE_IMAGE}`,
    'RUN id learner >/dev/null 2>&1 || useradd --create-home --shell /bin/bash learner',
    'USER learner',
    'WORKDIR /home/learner',
    '',
  ].join('\n');
}
