import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../support/browser';
import { freshSubscriber } from '../support/session';

/**
 * Issue 11: normal pages leave a clean console. A visitor and a Standard subscriber browse home,
 * /explore, a course and a lesson, and run code; any console error, uncaught exception or
 * response of 400 and above fails the journey (a logged-out visitor's user info used to be a
 * 401, and a Standard user's run asked for an execution token and got a 403).
 */

const RUN_TIMEOUT = { timeout: 45_000 };

/** Everything a person would see as a problem in the developer tools, as sentences. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A navigation cancels the previous page's prefetches: that is no failure.
    const failure = request.failure()?.errorText ?? '';
    if (!failure.includes('ERR_ABORTED')) problems.push(`failed ${request.url()}: ${failure}`);
  });
  return problems;
}

async function browse(page: Page, lesson: string, widgetId: string): Promise<void> {
  for (const path of ['/', '/explore', '/courses/python-basics']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto(lesson);
  const widget = page.getByTestId(`code-${widgetId}`);
  await widget.locator('[data-testid="code-editor"][data-editor-ready="true"]').waitFor();
  await widget.getByTestId('code-run').click();
  await expect
    .poll(() => widget.getByTestId('code-status').getAttribute('data-status'), RUN_TIMEOUT)
    .toBe('ok');
  await page.waitForLoadState('networkidle');
}

describe('a clean console on normal pages', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('a logged-out visitor: no 401 for user info, no error of any kind', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    const problems = watch(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/user/info')) asked.push(request.url());
    });
    await browse(page, '/courses/python-basics/hello-python', 'first-program');
    expect(problems).toEqual([]);
    // Without the logged_in cookie the visitor is logged out: nothing to ask (spec section 6).
    expect(asked.filter((url) => new URL(url).pathname === '/api/user/info')).toEqual([]);
    await context.close();
    context = undefined;
  });

  it('a Standard subscriber: user info loads, runs go through the proxy without a token request', async () => {
    // An account of its own: its runs and progress must not move a shared demo account's.
    const fresh = await freshSubscriber(browser);
    context = fresh.context;
    const page = fresh.page;
    const problems = watch(page);
    const userInfo = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/user/info',
    );
    const authenticate: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/code/authenticate')) authenticate.push(request.url());
    });
    // A lesson of the subscription-only Bash course, past its free preview.
    await browse(page, '/courses/bash-essentials/quoting-and-expansion', 'splitting');
    expect((await userInfo).status()).toBe(200);
    expect(problems).toEqual([]);
    expect(authenticate).toEqual([]);
  });
});
