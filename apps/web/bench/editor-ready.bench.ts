/**
 * Time to an interactive code editor on a lesson (not a test; `npm run bench -- editor`). Starts
 * the production build with the api and runner on free ports and a fresh database, opens the
 * first Bash lesson in Debian's Chromium a few times, and prints the medians of: first paint,
 * when the widget's editor box is visible, when CodeMirror is live in it
 * (`data-editor-ready="true"`), and the layout shift the page had by then. Plain desktop
 * Chromium, no throttling: compare runs made under the same load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
// @ts-expect-error: plain .mjs shared with `npm start`, it has no type declarations
import { loadOrCreateSecrets } from '../../../scripts/lib/secrets.mjs';
// @ts-expect-error: plain .mjs shared with `npm start`, it has no type declarations
import { freePorts, startStack } from '../../../scripts/lib/stack.mjs';
// @ts-expect-error: plain .mjs shared with `npm start`, it has no type declarations
import { ensureWebBuild } from '../../../scripts/lib/web-build.mjs';

const LESSON = '/courses/bash-essentials/variables-and-echo';
const WIDGET = '[data-testid="code-hello"] [data-testid="code-editor"]';
const RUNS = Number(process.env.EDITOR_BENCH_RUNS ?? 5);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

// EDITOR_BENCH_REUSE_BUILD=1 measures the build as it is (one made by `npm run build`, say).
if (process.env.EDITOR_BENCH_REUSE_BUILD !== '1') ensureWebBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'learnbox-editor-bench-'));
const ports = await freePorts();
const stack = startStack({
  ports,
  quiet: true,
  env: {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    BOT_GUARD: 'off',
    ...loadOrCreateSecrets(dataDir),
  },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  await stack.ready();
  const url = `${stack.urls.web}${LESSON}`;
  const figures: { paint: number; box: number; live: number; shift: number }[] = [];
  // One warm-up load fills the server's caches; it is not counted.
  for (let run = 0; run <= RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url, { waitUntil: 'commit' });
    const box = await page.waitForFunction(
      (selector) => {
        const editor = document.querySelector(selector);
        return editor && editor.getBoundingClientRect().height > 0 ? performance.now() : null;
      },
      WIDGET,
      { polling: 'raf' },
    );
    const live = await page.waitForFunction(
      (selector) =>
        document.querySelector(`${selector}[data-editor-ready="true"] .cm-content[contenteditable="true"]`)
          ? performance.now()
          : null,
      WIDGET,
      { polling: 'raf', timeout: 30_000 },
    );
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    if (run > 0)
      figures.push({
        paint,
        box: (await box.jsonValue()) as number,
        live: (await live.jsonValue()) as number,
        shift,
      });
    await context.close();
  }
  const pick = (key: keyof (typeof figures)[number]) => median(figures.map((figure) => figure[key]));
  console.log(`editor on ${LESSON}, median of ${RUNS} loads (ms since navigation start):`);
  console.log(`  first contentful paint   ${pick('paint').toFixed(0)}`);
  console.log(`  editor box visible       ${pick('box').toFixed(0)}`);
  console.log(`  CodeMirror interactive   ${pick('live').toFixed(0)}`);
  console.log(`  layout shift by then     ${pick('shift').toFixed(4)}`);
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
