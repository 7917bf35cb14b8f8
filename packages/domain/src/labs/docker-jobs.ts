/**
 * Docker jobs and test runners of a lab (spec section 3 "Docker job, test runner, container"),
 * and how a job is copied (spec section 5: "Job copies get a copy suffix, made unique with a
 * random suffix. After more than 20 clashes a random id is used").
 */

/** Clashes tolerated before giving up on readable names (spec section 5). */
export const MAX_COPY_NAME_CLASHES = 20;
/** Suffix that marks a copy (spec section 5). */
export const COPY_SUFFIX = '-copy';

/** A docker job (spec section 3 "Docker job"). */
export interface DockerJob {
  key: string;
  name: string;
  runScript: string;
  inputFileName?: string;
  runInLiveContainer?: boolean;
}

/** A test runner (spec section 3 "Test runner"): its script prints the live test result. */
export interface TestRunner {
  id: string;
  name: string;
  testScript: string;
}

/** The build state lists jobs with key, name and start script only (spec section 3). */
export interface BuildStateJob {
  key: string;
  name: string;
  runScript: string;
}

/** The jobs of a build state (spec section 3 "Container build state"). */
export function toBuildStateJobs(jobs: readonly DockerJob[]): BuildStateJob[] {
  return jobs.map(({ key, name, runScript }) => ({ key, name, runScript }));
}

/** The job a lab runs inside its live container on "Run", if any: the first one so marked. */
export function liveContainerJob(jobs: readonly DockerJob[]): DockerJob | undefined {
  return jobs.find((job) => job.runInLiveContainer === true);
}

/**
 * A job as the learner's "Run" button knows it (ours): the build state's key, name and start
 * script, plus the file the job works on and whether it is the lab's live-container job.
 */
export interface LearnerJob extends BuildStateJob {
  inputFileName: string | null;
  runInLiveContainer: boolean;
}

/**
 * The jobs a learner may run, in the author's order except that the live-container job (the one
 * `liveContainerJob` picks) comes first: it is the lab's main "Run". Only that one is marked.
 */
export function toLearnerJobs(jobs: readonly DockerJob[]): LearnerJob[] {
  const live = liveContainerJob(jobs);
  const ordered = live ? [live, ...jobs.filter((job) => job !== live)] : [...jobs];
  return toBuildStateJobs(ordered).map((listed, index) => ({
    ...listed,
    inputFileName: ordered[index]?.inputFileName || null,
    runInLiveContainer: ordered[index] === live,
  }));
}

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Random base-36 text of `length` characters from the injected `random` (0 <= r < 1). */
export function randomToken(random: () => number, length: number): string {
  let token = '';
  for (let i = 0; i < length; i += 1)
    token += ALPHABET[Math.floor(random() * ALPHABET.length) % ALPHABET.length];
  return token;
}

/**
 * A unique key for a copy (spec section 5): '{key}-copy' if free, else '{key}-copy-{4 random}'.
 * Every taken candidate is a clash; with 20 clashes a random suffix is still tried, and on the
 * 21st ("more than 20") a 12-character random id is used as is, since the odds of it being taken
 * are negligible and the loop must end.
 */
export function makeUniqueCopyKey(key: string, takenKeys: ReadonlySet<string>, random: () => number): string {
  let candidate = `${key}${COPY_SUFFIX}`;
  let clashes = 0;
  while (takenKeys.has(candidate)) {
    clashes += 1;
    if (clashes > MAX_COPY_NAME_CLASHES) return randomToken(random, 12);
    candidate = `${key}${COPY_SUFFIX}-${randomToken(random, 4)}`;
  }
  return candidate;
}

/** Copies a job with a unique key among `jobs` and the name marked as a copy (spec section 5). */
export function copyDockerJob(job: DockerJob, jobs: readonly DockerJob[], random: () => number): DockerJob {
  const key = makeUniqueCopyKey(job.key, new Set(jobs.map((j) => j.key)), random);
  return { ...job, key, name: `${job.name} (copy)` };
}
