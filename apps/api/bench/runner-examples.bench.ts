/**
 * `npm run bench -- runner` (with apps/runner/bench/execute.bench.ts): the "cached example" row of
 * issue 19. A lesson with a Python and a C++ example is published through the studio in front of
 * a real runner process; then a learner's POST /api/code/execute of the unchanged example (answered
 * from the stored result, `cached: true`) is timed against the same program run for real through
 * the same api and runner (sent with an explicit wall-time limit, so it is another request; the
 * C++ real run still finds its compile cached). Interleaved; prints medians, p95 and the ratio.
 */
import type { Widget } from '@learnbox/contracts';
import {
  buildAuthoringTestApp,
  type StudioCaller,
} from '../src/modules/authoring/testing/authoring-test-app';
import { TEST_EXECUTION_SECRET } from '../src/modules/code/testing/code-test-app';
import { startRunnerProcess } from '../src/modules/code/testing/runner-process';
import { createMemoryJobQueue } from '../src/platform/jobs';

const AUTHOR: StudioCaller = { userId: 'bench-examples', email: 'examples@example.com', name: 'Bench' };
const EXAMPLES = [
  { label: 'Python', language: 'python', file: 'main.py', code: 'print("hello")\n', runs: 30 },
  {
    label: 'C++',
    language: 'cpp',
    file: 'main.cpp',
    code: '#include <iostream>\nint main() { std::cout << "hello" << std::endl; }\n',
    runs: 12,
  },
] as const;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
const print = (line: string) => process.stdout.write(`${line}\n`);

const runner = await startRunnerProcess(TEST_EXECUTION_SECRET);
// The per-address run budget would stop a bench of 80 runs a minute; the rest is as deployed.
const unlimited = { max: 1_000_000, windowMs: 60_000 };
// The publish queues the examples' runs; the bench waits for that job before timing learners.
const jobs = createMemoryJobQueue({ error: (payload, message) => console.error(message, payload) });
const app = await buildAuthoringTestApp(
  { RUNNER_ORIGIN: runner.origin, EXECUTION_TOKEN_SECRET: TEST_EXECUTION_SECRET },
  { code: { rateLimits: { runsPerIp: unlimited, runsPerUser: unlimited } }, jobs },
);
try {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const reply = await app.call({ method, url, ...(payload ? { payload } : {}) }, AUTHOR);
    if (reply.statusCode !== 200) throw new Error(`${method} ${url}: ${reply.statusCode} ${reply.body}`);
    return reply.json();
  };
  const course = await call('POST', '/api/author/works', { kind: 'course', title: 'Bench examples' });
  const lesson = await call('POST', '/api/author/page', { course_id: course.id, title: 'Examples' });
  const widgets: Widget[] = EXAMPLES.map((example) => ({
    type: 'Code',
    id: example.language,
    language: example.language,
    files: [{ name: example.file, content: example.code }],
  }));
  const head = (await call('GET', `/api/author/works/lesson/${lesson.id}`)).head_revision;
  await call('PUT', `/api/author/works/lesson/${lesson.id}`, {
    base_revision: head,
    document: { title: 'Examples', summary: '', widgets },
  });
  const started = performance.now();
  const courseHead = (await call('GET', `/api/author/works/course/${course.id}`)).head_revision;
  await call('POST', `/api/author/works/course/${course.id}/publish`, { revision: courseHead });
  const answered = performance.now();
  await jobs.idle();
  print(
    `\nPublish with ${EXAMPLES.length} examples: answered in ${(answered - started).toFixed(0)} ms; its job (3 runs each) done after ${(performance.now() - started).toFixed(0)} ms`,
  );

  const run = async (example: (typeof EXAMPLES)[number], real: boolean) => {
    const begun = performance.now();
    const reply = await app.call({
      method: 'POST',
      url: '/api/code/execute',
      payload: {
        language: example.language,
        files: [{ name: example.file, content: example.code }],
        stdin: '',
        ...(real ? { limits: { wallTimeMs: 5000 } } : {}),
      },
    });
    const elapsed = performance.now() - begun;
    const body = reply.json();
    if (reply.statusCode !== 200 || body.stdout !== 'hello\n' || body.cached !== !real)
      throw new Error(`unexpected answer: ${reply.statusCode} ${reply.body}`);
    return elapsed;
  };

  print('\nCached example: POST /api/code/execute of an unchanged published example vs the same program run');
  print(
    `${'example'.padEnd(10)}${'runs'.padStart(5)}${'cached median'.padStart(15)}${'cached p95'.padStart(12)}${'real median'.padStart(13)}${'real p95'.padStart(11)}${'ratio'.padStart(8)}`,
  );
  for (const example of EXAMPLES) {
    await run(example, true);
    await run(example, false);
    const cached: number[] = [];
    const real: number[] = [];
    for (let i = 0; i < example.runs; i++) {
      cached.push(await run(example, false));
      real.push(await run(example, true));
    }
    const ratio = quantile(cached, 0.5) / quantile(real, 0.5);
    print(
      `${example.label.padEnd(10)}${String(example.runs).padStart(5)}${ms(quantile(cached, 0.5))}   ${ms(quantile(cached, 0.95))}  ${ms(quantile(real, 0.5))} ${ms(quantile(real, 0.95))}${ratio.toFixed(3).padStart(8)}`,
    );
  }
} finally {
  await app.dispose();
  await runner.stop();
}
