import { writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { artifactPath, launchBrowser, newContext } from '../support/browser';
import { freshSubscriber } from '../support/session';

/**
 * Every page a visitor or a subscriber can reach by following links from the home page, read
 * the way a person reads it: the page answers, the console stays clean, nothing the page asks
 * for fails, and no placeholder text is left on screen once it has loaded. Pages are found
 * breadth-first, so a bounded crawl covers every kind of page (lists before their deepest items).
 */

/** Per persona: enough to reach every kind of page from home, few enough to stay near a minute. */
const MAX_PAGES = 60;
/**
 * Pages of one path that differ only in their query (`/answers?tag=git`, `?tag=sql`, `?page=2`):
 * a few show the filters work; more would spend the budget before lessons and account pages.
 */
const MAX_QUERIES_PER_PATH = 3;

/**
 * Text that means a page is unfinished or broke while rendering. Matched on visible text outside
 * code (a starter program's `# TODO:` is the learner's task, not ours).
 */
const PLACEHOLDERS: ReadonlyArray<[string, RegExp]> = [
  ['Lorem ipsum', /lorem ipsum/i],
  ['Coming soon', /coming soon/i],
  ['TODO', /\bTODO\b/],
  ['being priced', /being priced/i],
  ['Loading plans…', /Loading plans/i],
  ['being built', /is being built|on its way/i],
  ['[object Object]', /\[object Object\]/],
];

/**
 * A value that never arrived: JSX prints `NaN` (and `String(x)` prints `undefined`) as a text node
 * of its own, and a template string such as `${n} min read` as a short one. Authors write about
 * JavaScript ("gives undefined otherwise", a table row "undefined"), so their prose (Markdown and
 * tables, `.lesson-prose`) and long sentences are left alone.
 */
const MISSING_VALUE = /\b(undefined|NaN|null)\b/;
const MAX_GENERATED_TEXT = 60;

/** Paths never followed: the api itself, dev-only pages, leaving the session, SSO hand-offs. */
function isSkipped(path: string): boolean {
  return (
    path.startsWith('/api/') ||
    path.startsWith('/dev/') ||
    path.startsWith('/authorize/') ||
    /logout|sign-?out/i.test(path)
  );
}

/** A lesson in the reader, `/courses/{course}/{lesson}`: the crawl must get that deep. */
const LESSON_PAGE = /^\/courses\/[^/?]+\/[^/?]+$/;

interface Finding {
  page: string;
  problem: string;
}

/** The same page: path and query, without the fragment, and query keys in a stable order. */
function pageKey(url: URL): string {
  const params = [...url.searchParams.entries()].sort(([a], [b]) => a.localeCompare(b));
  const query = new URLSearchParams(params).toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

interface VisibleText {
  text: string;
  /** Inside an author's Markdown or table. */
  authored: boolean;
}

/** Visible text nodes (trimmed, non-empty) outside code, scripts and hidden parts of the page. */
function visibleTexts(page: Page): Promise<VisibleText[]> {
  return page.evaluate(() => {
    const skip = 'script, style, noscript, template, pre, code, textarea, .cm-editor, [hidden]';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: VisibleText[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (!text || !parent || parent.closest(skip) || !parent.checkVisibility()) continue;
      texts.push({ text, authored: parent.closest('.lesson-prose') !== null });
    }
    return texts;
  });
}

/** What on the page reads as unfinished: placeholder phrases and values that never arrived. */
function placeholdersIn(texts: VisibleText[]): string[] {
  const found: string[] = [];
  const all = texts.map(({ text }) => text).join(' ');
  for (const [label, pattern] of PLACEHOLDERS) {
    const match = pattern.exec(all);
    if (!match) continue;
    const around = all.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40);
    found.push(`placeholder "${label}": …${around.trim()}…`);
  }
  for (const { text, authored } of texts) {
    if (!authored && text.length <= MAX_GENERATED_TEXT && MISSING_VALUE.test(text))
      found.push(`missing value: "${text}"`);
  }
  return found;
}

function sameOriginLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => !a.hasAttribute('download') && a.protocol.startsWith('http'))
      .map((a) => a.href),
  );
}

async function crawl(
  context: BrowserContext,
  persona: string,
): Promise<{ visited: string[]; findings: Finding[] }> {
  const origin = new URL(inject('webUrl')).origin;
  const page = context.pages()[0] ?? (await context.newPage());
  const findings: Finding[] = [];
  let current = '/';
  page.on('console', (message) => {
    if (message.type() === 'error') findings.push({ page: current, problem: `console: ${message.text()}` });
  });
  page.on('pageerror', (error) => findings.push({ page: current, problem: `uncaught: ${error.message}` }));
  page.on('response', (response) => {
    const url = new URL(response.url());
    // The page's own answer is checked where it is loaded; this is everything it asks for.
    const own = response.request().isNavigationRequest() && response.frame() === page.mainFrame();
    if (url.origin === origin && response.status() >= 400 && !own) {
      findings.push({ page: current, problem: `${response.status()} ${pageKey(url)}` });
    }
  });

  const started = Date.now();
  const queue = ['/'];
  const seen = new Set(queue);
  const queriesOf = new Map<string, number>();
  const visited: string[] = [];
  while (queue.length > 0 && visited.length < MAX_PAGES) {
    const path = queue.shift() as string;
    current = path;
    visited.push(path);
    const response = await page.goto(path, { waitUntil: 'load' });
    const status = response?.status() ?? 0;
    if (status >= 400 || status === 0) findings.push({ page: path, problem: `the page answered ${status}` });
    // Client data (user info, plans, progress) settles within moments; a page that keeps
    // polling must not stall the crawl, so the wait is bounded.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    for (const problem of placeholdersIn(await visibleTexts(page))) findings.push({ page: path, problem });
    for (const href of await sameOriginLinks(page)) {
      const url = new URL(href);
      if (url.origin !== origin || isSkipped(url.pathname)) continue;
      const key = pageKey(url);
      if (seen.has(key)) continue;
      seen.add(key);
      if (url.search) {
        const count = queriesOf.get(url.pathname) ?? 0;
        if (count >= MAX_QUERIES_PER_PATH) continue;
        queriesOf.set(url.pathname, count + 1);
      }
      queue.push(key);
    }
  }
  // The figure the crawl's time budget is kept by (~3 minutes for the whole file).
  console.log(
    `crawl (${persona}): ${visited.length} pages in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  writeFileSync(artifactPath(`crawl-${persona}.txt`), `${visited.join('\n')}\n`);
  return { visited, findings };
}

/** Findings one per line, so a failure reads as a list of what to fix. */
function report(findings: Finding[]): string[] {
  return [...new Set(findings.map((finding) => `${finding.page}: ${finding.problem}`))];
}

// The two personas crawl side by side: most of a page's time is waiting on the network.
describe.concurrent('crawl', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('as a visitor, every page reached from home loads clean', { timeout: 150_000 }, async ({ expect }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    const { visited, findings } = await crawl(context, 'visitor');
    // A crawl that found only a handful of pages would pass while proving nothing.
    expect(visited.length).toBeGreaterThanOrEqual(30);
    expect(visited).toEqual(expect.arrayContaining(['/explore', '/answers', '/unlimited']));
    expect(visited.some((path) => LESSON_PAGE.test(path))).toBe(true);
    expect(report(findings)).toEqual([]);
    await context.close();
  });

  it('as a subscriber, every page reached from home loads clean', { timeout: 150_000 }, async ({
    expect,
  }) => {
    // A subscriber of its own: crawling lessons records progress, which other journeys read.
    const { context } = await freshSubscriber(browser);
    const { visited, findings } = await crawl(context, 'subscriber');
    expect(visited.length).toBeGreaterThanOrEqual(30);
    expect(visited).toEqual(expect.arrayContaining(['/mycourses', '/transactions']));
    expect(visited.some((path) => LESSON_PAGE.test(path))).toBe(true);
    expect(report(findings)).toEqual([]);
    await context.close();
  });
});
