/**
 * `npm run bench -- authoring`: the studio's save and preview of a 200-widget lesson through the
 * api (app.inject on a seeded PGlite, as the route tests run), next to the reader's GET of the
 * same lesson once published (the baseline, measured in the same run). Prints p50/p95 and the
 * ratio to the baseline; asserts nothing.
 */
import type { Widget } from '@learnbox/contracts';
import {
  buildAuthoringTestApp,
  type StudioCaller,
} from '../src/modules/authoring/testing/authoring-test-app';

const SAMPLES = Number(process.env.AUTHORING_BENCH_SAMPLES ?? 60);
const WARMUP = 5;
const WIDGETS = 200;
const AUTHOR: StudioCaller = { userId: 'bench-author', email: 'bench@example.com', name: 'Bench Author' };

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const print = (line: string) => process.stdout.write(`${line}\n`);

/** A lesson as authors write them: prose, code exercises with hidden tests, quizzes, tables. */
function lessonWidgets(revision: number): Widget[] {
  return Array.from({ length: WIDGETS }, (_, i): Widget => {
    const id = `w-${i}`;
    if (i % 10 === 3)
      return {
        type: 'Code',
        id,
        language: 'python',
        files: [
          {
            name: 'main.py',
            content: `# step ${i}\nvalues = [n * n for n in range(${i})]\nprint(sum(values))\n`,
          },
        ],
        expected_output: `${Array.from({ length: i }, (_, n) => n * n).reduce((a, b) => a + b, 0)}\n`,
        hidden_tests: [{ stdin: '', expected_output: 'x\n' }],
        solution: [{ name: 'main.py', content: 'print("x")\n' }],
      };
    if (i % 10 === 6)
      return {
        type: 'Quiz',
        id,
        questions: [
          {
            id: 'q',
            prompt: `Which is true of step ${i}?`,
            options: [
              { id: 'a', text: 'It runs', correct: true },
              { id: 'b', text: 'It does not' },
            ],
            explanation: 'Because the interpreter runs it.',
          },
        ],
      };
    if (i % 10 === 8)
      return {
        type: 'Table',
        id,
        columns: ['n', 'n squared'],
        rows: [
          [`${i}`, `${i * i}`],
          ['2', '4'],
        ],
      };
    return {
      type: 'Markdown',
      id,
      markdown: `## Section ${i} (revision ${revision})\n\nA list comprehension builds a list from an iterable in one expression. ${'It keeps the loop and the result together, which reads well. '.repeat(4)}\n\n$x^2$ grows fast.`,
    };
  });
}

async function timed(run: () => Promise<{ statusCode: number; body: string }>, expected = 200) {
  const started = performance.now();
  const reply = await run();
  const elapsed = performance.now() - started;
  if (reply.statusCode !== expected)
    throw new Error(`unexpected ${reply.statusCode}: ${reply.body.slice(0, 300)}`);
  return elapsed;
}

async function main() {
  const app = await buildAuthoringTestApp();
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.call({ method, url, ...(payload ? { payload: payload as Record<string, unknown> } : {}) }, AUTHOR);
  try {
    const course = (
      await call('POST', '/api/author/works', { kind: 'course', title: 'Bench Course' })
    ).json();
    const lesson = (
      await call('POST', '/api/author/page', { course_id: course.id, title: 'Big lesson' })
    ).json();
    const url = `/api/author/works/lesson/${lesson.id}`;
    let head = 1;
    const save = async () => {
      const document = { title: 'Big lesson', summary: 'Two hundred widgets', widgets: lessonWidgets(head) };
      const elapsed = await timed(() => call('PUT', url, { base_revision: head, document }));
      head += 1;
      return elapsed;
    };
    await save();
    const courseHead = (await call('GET', `/api/author/works/course/${course.id}`)).json().head_revision;
    const published = await call('POST', `/api/author/works/course/${course.id}/publish`, {
      revision: courseHead,
    });
    if (published.statusCode !== 200) throw new Error(published.body);
    const readerUrl = `/api/collection/${course.slug}/page/big-lesson`;
    const read = () => timed(() => app.call({ method: 'GET', url: readerUrl }));
    const preview = () => timed(() => call('GET', `${url}/preview`));

    for (let i = 0; i < WARMUP; i += 1) {
      await save();
      await read();
      await preview();
    }
    const saves: number[] = [];
    const reads: number[] = [];
    const previews: number[] = [];
    // Interleaved, so a slow moment of the machine weighs on all three alike.
    for (let i = 0; i < SAMPLES; i += 1) {
      reads.push(await read());
      saves.push(await save());
      previews.push(await preview());
    }
    const bytes = JSON.stringify({ base_revision: head, document: { widgets: lessonWidgets(head) } }).length;
    print(
      `authoring bench: ${WIDGETS}-widget lesson (${Math.round(bytes / 1024)} KiB document), ${SAMPLES} samples each, PGlite, app.inject`,
    );
    print(`${'case'.padEnd(40)}${'p50'.padStart(11)}${'p95'.padStart(11)}${'p50 vs read'.padStart(13)}`);
    const row = (name: string, values: number[]) =>
      print(
        `${name.padEnd(40)}${ms(quantile(values, 0.5)).padStart(11)}${ms(quantile(values, 0.95)).padStart(11)}${`${(quantile(values, 0.5) / quantile(reads, 0.5)).toFixed(2)}x`.padStart(13)}`,
      );
    row('reader GET lesson (baseline)', reads);
    row('studio PUT save (new revision)', saves);
    row('studio GET preview (head draft)', previews);
  } finally {
    await app.dispose();
  }
}

await main();
