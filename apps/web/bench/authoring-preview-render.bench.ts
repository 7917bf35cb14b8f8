/**
 * Preview render time of a 200-widget lesson (not a test; `npm run bench -- authoring`, beside the
 * api's save-latency bench). Renders the learner widget list (widgets/widget-list.tsx, what
 * /pageeditor/{id}/preview and the reader draw) to HTML with react-dom/server, and as a baseline
 * the same number of plain Markdown paragraphs through the same renderer. Prints, asserts nothing.
 */
import { register } from 'node:module';
import { performance } from 'node:perf_hooks';
import type { PublicWidget } from '@learnbox/contracts';

// The widget list imports its stylesheet; on the server the bundler drops it, here a hook does.
register(
  `data:text/javascript,${encodeURIComponent(
    "export async function load(url, context, next) { if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true }; return next(url, context); }",
  )}`,
);

const WIDGETS = 200;
const RUNS = Number(process.env.PREVIEW_BENCH_RUNS ?? 20);

/** A lesson like the seed's: mostly prose with math, code exercises, tables, quizzes, images. */
function lesson(): PublicWidget[] {
  return Array.from({ length: WIDGETS }, (_, index): PublicWidget => {
    const id = `w-${index}`;
    switch (index % 8) {
      case 0:
      case 1:
      case 2:
        return {
          type: 'Markdown',
          id,
          markdown: `## Step ${index}\n\nThe area is $a = \\pi r^2$ and **bold** text with \`code\`.\n\n- one\n- two\n\n$$\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}$$\n`,
        };
      case 3:
        return {
          type: 'Code',
          id,
          language: 'python',
          files: [{ name: 'main.py', content: 'def add(a, b):\n    return a + b\n\nprint(add(1, 2))\n' }],
          expected_output: '3\n',
          hidden_test_count: 2,
        };
      case 4:
        return {
          type: 'Table',
          id,
          columns: ['Name', 'Value', 'Note'],
          rows: Array.from({ length: 6 }, (_, row) => [`row ${row}`, `${row * 3}`, '*fine*']),
        };
      case 5:
        return {
          type: 'Quiz',
          id,
          questions: [
            {
              id: 'q1',
              prompt: 'What does `len([1, 2])` return?',
              options: [
                { id: 'a', text: '2', correct: true },
                { id: 'b', text: '1' },
              ],
              explanation: 'It counts the items.',
            },
          ],
        };
      case 6:
        return { type: 'RunJS', id, code: "console.log('hi')" };
      default:
        return {
          type: 'Image',
          id,
          src: '/api/uploads/example.png',
          alt: 'A diagram',
          caption: 'A *diagram*',
        };
    }
  });
}

function paragraphs(): PublicWidget[] {
  return Array.from({ length: WIDGETS }, (_, index) => ({
    type: 'Markdown' as const,
    id: `p-${index}`,
    markdown: `Paragraph ${index}: plain prose of about the same length as a lesson step, without math or code.`,
  }));
}

// Measure React as the server runs it, not its development build.
process.env.NODE_ENV ??= 'production';
const React = await import('react');
const { createElement } = React;
// tsx compiles the web's .tsx with the root tsconfig (classic JSX runtime): it needs a global React.
Object.assign(globalThis, { React });
const { renderToString } = await import('react-dom/server');
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
// The code widgets read the pathname (usePathname) as on a page Next renders; give them the preview's.
const { PathnameContext } = await import('next/dist/shared/lib/hooks-client-context.shared-runtime');
const { WidgetList } = await import('../src/features/widgets/widget-list');

function measure(widgets: PublicWidget[]) {
  const render = () =>
    renderToString(
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(
          PathnameContext.Provider,
          { value: '/pageeditor/bench/preview' },
          createElement(WidgetList, { widgets, page: { lesson_id: 'bench' } }),
        ),
      ),
    );
  const html = render(); // warm-up: module init, caches
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    render();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    (times[Math.min(times.length - 1, Math.floor(q * times.length))] as number).toFixed(1);
  return { p50: at(0.5), p95: at(0.95), kb: (Buffer.byteLength(html) / 1024).toFixed(0) };
}

const widgets = measure(lesson());
const baseline = measure(paragraphs());
console.log(`preview render, ${WIDGETS} widgets, ${RUNS} runs (react-dom/server renderToString)`);
console.log(
  `  learner widget list (mixed types): p50 ${widgets.p50} ms  p95 ${widgets.p95} ms  ${widgets.kb} KB HTML`,
);
console.log(
  `  baseline, plain Markdown paragraphs: p50 ${baseline.p50} ms  p95 ${baseline.p95} ms  ${baseline.kb} KB HTML`,
);
