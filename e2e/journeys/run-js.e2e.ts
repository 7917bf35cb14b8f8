import type { Browser, BrowserContext, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, newContext } from '../support/browser';

/** The first lesson of Modern JavaScript is free and opens with an editable RunJS widget. */
const RUNJS_LESSON = '/courses/modern-javascript/values-and-variables';
/** A later lesson of the same course, with the WebpackBin click counter; subscribers read it. */
const WEBPACKBIN_LESSON = '/courses/modern-javascript/the-dom-and-events';
/** The widget's limit (RUN_JS_LIMITS.timeMs), as the learner reads it. */
const TIMEOUT_NOTE = 'Execution timed out after 10 seconds.';

/**
 * The run ends on the page at once; Chromium forcibly stops a worker thread that is busy in a
 * loop about 2 s after terminate() (its grace period for a clean shutdown), then reports it closed.
 */
const WORKER_GONE = { timeout: 4_000 };

/**
 * Chromium with the flags of support/browser.ts, but with sandboxed iframes kept in the page's
 * renderer process, as browsers without sandboxed-iframe isolation do. This desktop Chromium
 * isolates them by default, which would hide a loop on the iframe's own thread from the page;
 * here that loop freezes the page (see the control test), so this is where the worker proves
 * itself.
 */
function launchSharedProcessBrowser(): Promise<Browser> {
  return launchBrowser(['--disable-features=IsolateSandboxedIframes']);
}

/** Settles with the value, or with 'no answer' when the page does not answer within ms. */
function within<T>(ms: number, work: Promise<T>): Promise<T | 'no answer'> {
  return Promise.race([
    work,
    new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), ms)),
  ]);
}

/** The workers the page starts from now on, including those of its sandboxed iframes. */
function watchWorkers(page: Page): { started: Worker[]; closed: Set<Worker> } {
  const watched = { started: [] as Worker[], closed: new Set<Worker>() };
  page.on('worker', (worker) => {
    watched.started.push(worker);
    worker.on('close', () => watched.closed.add(worker));
  });
  return watched;
}

describe('RunJS runs in a worker', () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchSharedProcessBrowser();
  });
  afterAll(() => browser?.close());

  async function openWidget() {
    context = await newContext(browser);
    const page = await context.newPage();
    const workers = watchWorkers(page);
    await page.goto(RUNJS_LESSON);
    const widget = page.getByTestId('runjs-first-run');
    await widget.waitFor();
    return {
      page,
      workers,
      code: widget.getByTestId('runjs-code'),
      run: widget.getByTestId('runjs-run'),
      stop: widget.getByTestId('runjs-stop'),
      output: widget.getByTestId('runjs-output'),
      reset: widget.getByRole('button', { name: 'Reset' }),
    };
  }

  it('shows console output, awaits at the top level and keeps timer output after the last line', async () => {
    const { code, run, stop, output } = await openWidget();
    expect(await output.getAttribute('aria-live')).toBe('polite');
    await run.click();
    await expect.poll(() => output.textContent()).toContain('JavaScript was created in 1995.');
    expect(await output.textContent()).toContain('string number');
    await expect.poll(() => stop.count()).toBe(0);

    await code.fill(
      [
        'setTimeout(() => console.log("timer", 3), 200);',
        'await new Promise((resolve) => setTimeout(resolve, 50));',
        'console.log("awaited", { n: 1 });',
        'Promise.reject(new TypeError("nobody caught me"));',
      ].join('\n'),
    );
    await run.click();
    await expect.poll(() => output.textContent()).toContain('timer 3');
    const lines = await output.locator('div').allTextContents();
    expect(lines).toEqual([
      'awaited {"n":1}',
      'Uncaught (in promise) TypeError: nobody caught me',
      'timer 3',
    ]);
    await context.close();
  });

  it('keeps the page responsive during an endless loop, and Stop ends it at once', async () => {
    const { page, workers, code, run, stop, output, reset } = await openWidget();
    await code.fill('console.log("looping");\nwhile (true) {}');
    await run.click();
    await stop.waitFor();
    await expect.poll(() => output.textContent()).toContain('looping');
    // Give the loop time to hold its thread; on the page's thread, this would hang the page.
    await page.waitForTimeout(500);

    const started = Date.now();
    expect(
      await within(
        1_000,
        page.evaluate(() => document.title),
      ),
    ).toContain('Values and variables');
    // A React click handler runs too: Reset puts the lesson's code back in the editor.
    await within(1_000, reset.click({ timeout: 1_000 }));
    expect(await within(1_000, code.inputValue())).toContain('const language = "JavaScript";');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await page.getByTestId('runjs-state').textContent()).toBe('Running…');

    expect(workers.started).toHaveLength(1);
    await stop.click();
    await expect.poll(() => output.textContent()).toContain('Execution stopped.');
    await expect.poll(() => workers.closed.size, WORKER_GONE).toBe(1);
    expect(await stop.count()).toBe(0);
    // The Run button takes the focus the vanished Stop button had.
    expect(await run.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.screenshot({ path: artifactPath('runjs-stopped.png'), fullPage: false });

    // Run again works after a stop.
    await code.fill('console.log([1, 2, 3].map((n) => n * 2).join("-"));');
    await run.click();
    await expect.poll(() => output.textContent()).toBe('2-4-6');
    await context.close();
  });

  it('ends a loop that is not stopped at the time limit, then runs again', async () => {
    const { page, workers, code, run, stop, output } = await openWidget();
    await code.fill('while (true) {}');
    await run.click();
    await stop.waitFor();
    const started = Date.now();
    await expect.poll(() => output.textContent(), { timeout: 15_000, interval: 250 }).toBe(TIMEOUT_NOTE);
    expect(Date.now() - started).toBeGreaterThan(8_000);
    expect(await stop.count()).toBe(0);
    await expect.poll(() => workers.closed.size, WORKER_GONE).toBe(1);
    expect(await output.locator('div').getAttribute('data-level')).toBe('system');
    await page.screenshot({ path: artifactPath('runjs-timed-out.png'), fullPage: false });

    await code.fill('console.log("after the timeout")');
    await run.click();
    await expect.poll(() => output.textContent()).toBe('after the timeout');
    await context.close();
  }, 40_000);

  it('control: in this browser, a loop in the sandboxed iframe itself freezes the page', async () => {
    const { page } = await openWidget();
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.sandbox.add('allow-scripts');
      frame.srcdoc = '<script>setTimeout(function () { while (true) {} }, 100)</script>';
      document.body.append(frame);
    });
    await page.waitForTimeout(500);
    expect(
      await within(
        1_000,
        page.evaluate(() => document.title),
      ),
    ).toBe('no answer');
    await context.close();
  });

  it('caps a console.log flood and says the output was truncated', async () => {
    const { page, code, run, stop, output } = await openWidget();
    await code.fill('for (;;) console.log(1);');
    await run.click();
    await expect.poll(() => output.textContent(), { timeout: 20_000 }).toContain('Output truncated');
    expect(
      await within(
        1_000,
        page.evaluate(() => document.title),
      ),
    ).toContain('Values and variables');
    const lines = output.locator('div');
    expect(await lines.count()).toBe(2_001);
    expect(await lines.last().textContent()).toContain('first 2,000 lines');
    await stop.click();
    await expect.poll(() => lines.count()).toBe(2_002);
    await context.close();
  });
});

describe('WebpackBin still previews in its iframe', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a subscriber clicks in the preview and sees its console output', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    const login = await page.request.post('/api/user/login', {
      data: { email: 'subscriber@example.com', password: 'learnbox-demo' },
    });
    expect(login.status(), await login.text()).toBe(200);
    await page.goto(WEBPACKBIN_LESSON);

    const widget = page.getByTestId('webpackbin-click-counter');
    const preview = widget.frameLocator('iframe');
    await preview.locator('#add').click();
    await preview.locator('#add').click();
    await expect.poll(() => preview.locator('#count').textContent()).toBe('2');

    await widget.getByRole('tab', { name: 'index.js' }).click();
    const editor = widget.getByRole('textbox', { name: 'index.js' });
    await editor.fill(`${await editor.inputValue()}\nconsole.warn("preview", { ready: true });`);
    await expect
      .poll(() => widget.getByTestId('webpackbin-output').textContent())
      .toBe('preview {"ready":true}');
    await context.close();
  });
});
