/**
 * Lighthouse figures for the public pages (not a test; `npm run bench -- lighthouse`). Starts the
 * production build with the api and runner on free ports and a fresh database, audits home,
 * /explore, a course page and a lesson page in Debian's Chromium, and prints performance and
 * accessibility for each, plus the lesson page's first-load JavaScript, gzipped.
 *
 * The figures of record use Lighthouse's own default, the mobile preset (simulated slow 4G, 4x
 * slower CPU), the stricter of the two; LIGHTHOUSE_PRESET=desktop runs the desktop preset. On
 * this 2-core machine the mobile preset is sensitive to whatever else is running: compare runs
 * made under the same load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
// @ts-expect-error: plain .mjs shared with `npm start`, it has no type declarations
import { loadOrCreateSecrets } from '../../../scripts/lib/secrets.mjs';
// @ts-expect-error: plain .mjs shared with `npm start`, it has no type declarations
import { freePorts, startStack } from '../../../scripts/lib/stack.mjs';
// @ts-expect-error: plain .mjs shared with `npm start`, it has no type declarations
import { ensureWebBuild } from '../../../scripts/lib/web-build.mjs';

const PAGES = [
  ['home', '/'],
  ['explore', '/explore'],
  ['course', '/courses/modern-javascript'],
  ['lesson', '/courses/modern-javascript/values-and-variables'],
  ['answers', '/answers'],
] as const;
/** Lighthouse varies from run to run; the median of a few runs is the figure to quote. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PRESET = process.env.LIGHTHOUSE_PRESET === 'desktop' ? 'desktop' : 'mobile';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
];

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Bytes of every script the lesson page's HTML loads before any interaction, gzipped. */
async function firstLoadJs(url: string): Promise<{ files: number; raw: number; gzip: number }> {
  const html = await (await fetch(url)).text();
  // nomodule scripts are polyfills that modern browsers skip; they are not first-load JavaScript.
  const sources = [...html.matchAll(/<script([^>]*)\bsrc="([^"]+)"([^>]*)>/g)]
    .filter((match) => !/\bnomodule\b/i.test(`${match[1]} ${match[3]}`))
    .map((match) => match[2] as string);
  let raw = 0;
  let gzip = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: new Set(sources).size, raw, gzip };
}

ensureWebBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'learnbox-lighthouse-'));
const ports = await freePorts();
const stack = startStack({
  ports,
  quiet: true,
  // The automated-browser guard would replace the page of an audited (automated) browser.
  env: {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    BOT_GUARD: 'off',
    ...loadOrCreateSecrets(dataDir),
  },
});
stack.firstExit.then((exit: { name: string; code: number | null; signal: string | null }) =>
  console.error(`${exit.name} stopped (code ${exit.code}, signal ${exit.signal})`),
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
try {
  await stack.ready();
  const base: string = stack.urls.web;
  // Warm the server: the first render of each route compiles nothing, but fills caches and JIT.
  for (const [, path] of PAGES) await fetch(`${base}${path}`);

  const presetText = PRESET === 'desktop' ? 'desktop preset' : 'mobile preset: simulated slow 4G, 4x CPU';
  console.log(`Lighthouse ${PRESET} (${presetText}), median of ${RUNS} runs, ${base}`);
  console.log('page      performance  accessibility  LCP ms  TBT ms  CLS');
  for (const [name, path] of PAGES) {
    const runs: { performance: number; accessibility: number; lcp: number; tbt: number; cls: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(
        `${base}${path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        },
        PRESET === 'desktop' ? desktopConfig : undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
      runs.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      });
      if (process.env.LIGHTHOUSE_VERBOSE) {
        for (const audit of Object.values(lhr.audits)) {
          if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
            console.log(`    ${path} ${audit.id}: ${audit.score} ${audit.displayValue ?? ''}`);
        }
      }
    }
    const pick = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]));
    console.log(
      `${name.padEnd(10)}${String(pick('performance')).padStart(11)}${String(pick('accessibility')).padStart(15)}${String(pick('lcp')).padStart(8)}${String(pick('tbt')).padStart(8)}  ${pick('cls')}`,
    );
  }
  const js = await firstLoadJs(`${base}${PAGES[3][1]}`);
  console.log(
    `lesson page first-load JS: ${(js.gzip / 1024).toFixed(1)} KB gzipped (${(js.raw / 1024).toFixed(1)} KB raw, ${js.files} files)`,
  );
} finally {
  chrome.kill();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
