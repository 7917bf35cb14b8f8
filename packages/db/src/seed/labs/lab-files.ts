/**
 * Building blocks of the seeded labs' Dockerfiles and test scripts. A lab image is built from the
 * Dockerfile alone (no build context), so starter files are written by RUN steps; their text goes
 * through base64 so no quoting of the file can break the shell line.
 */

/** The local base image (built from Debian packages by the live host; no registry is reachable). */
export const LAB_BASE_IMAGE = 'learnbox/lab-base:bookworm';

/** The unprivileged user every lab runs as; the base may already have it. */
export const LAB_USER = 'learner';

/** Dockerfile lines shared by every seeded lab: the base, the user, and any missing Debian packages. */
export function labDockerfile(packages: { command: string; debian: string }[], steps: string[]): string {
  const installs = packages.map(
    ({ command, debian }) =>
      `RUN command -v ${command} >/dev/null || (apt-get update && apt-get install -y --no-install-recommends ${debian} && rm -rf /var/lib/apt/lists/*)`,
  );
  return [
    `FROM ${LAB_BASE_IMAGE}`,
    ...installs,
    `RUN id ${LAB_USER} >/dev/null 2>&1 || useradd --create-home --shell /bin/bash ${LAB_USER}`,
    `USER ${LAB_USER}`,
    `WORKDIR /home/${LAB_USER}`,
    ...steps,
    '',
  ].join('\n');
}

/** A RUN step that writes `text` to `path` (directories created). */
export function writeFileStep(path: string, text: string): string {
  const dir = path.slice(0, path.lastIndexOf('/'));
  const encoded = Buffer.from(text, 'utf8').toString('base64');
  return `RUN mkdir -p ${dir} && echo ${encoded} | base64 -d > ${path}`;
}

/**
 * A POSIX shell test script from named checks. It prints one JSON line, the spec's live test
 * result (section 3: total_tests, passed_tests, failure_description) plus one entry per test in
 * `results`; the live host reads the last line of the output.
 */
export function shellTestScript(checks: { name: string; command: string }[]): string {
  const lines = checks.map(
    ({ name, command }) => `check ${JSON.stringify(name)} ${shellQuote(`(${command}) >/dev/null 2>&1`)}`,
  );
  return [
    '#!/bin/sh',
    'total=0; passed=0; failed=""; fsep=""; results=""; rsep=""',
    'check() {',
    '  total=$((total + 1))',
    '  if sh -c "$2"; then ok=true; passed=$((passed + 1)); else ok=false; failed="$failed$fsep$1."; fsep=" "; fi',
    '  results="$results$rsep{\\"name\\":\\"$1\\",\\"passed\\":$ok}"; rsep=","',
    '}',
    ...lines,
    'printf \'{"total_tests":%d,"passed_tests":%d,"failure_description":"%s","results":[%s]}\\n\' "$total" "$passed" "$failed" "$results"',
    '',
  ].join('\n');
}

/** Single-quotes a string for sh. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
