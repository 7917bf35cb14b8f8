import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactPath, collectCspViolations, launchBrowser } from '../support/browser';
import { freshSubscriber } from '../support/session';

/**
 * Issue 13 "Done when", the learner's half: in real containers on the live host (apps/labs), a
 * subscriber opens the Linux lab and sees `echo hello` answered; in the Node lab edits
 * app/server.js in the editor, saves, and sees the app preview change (the server runs under
 * `node --watch` from the terminal, so a save restarts it); runs the tests and sees them pass;
 * closes the tab, comes back, and finds the file and the terminal screen still there; then resets
 * the lab to the author's files and starts the server again with the lab job's Run button.
 */

const LINUX_LAB = '/cloudlabs/learnbox-team/lab-linux-command-line';
const NODE_LAB = '/cloudlabs/learnbox-team/lab-node-web-api';
const GIT_LAB = '/cloudlabs/learnbox-team/lab-git-branching';
const START = { timeout: 60_000 };
const GREETING = 'Hello from the journey!';

/** The seeded app/server.js with a new greeting and the /api/farewell its second test asks for. */
const EDITED_SERVER = `const http = require('node:http');

const greeting = '${GREETING}';

http
  .createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/api/greeting') return res.end(JSON.stringify({ message: greeting }));
    if (req.url === '/api/farewell') return res.end(JSON.stringify({ message: 'Bye for now!' }));
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<h1>' + greeting + '</h1>');
  })
  .listen(3000, '0.0.0.0');
`;

/** What the active terminal shows, one string per row (xterm's DOM renderer). */
async function terminalLines(page: Page): Promise<string[]> {
  const rows = page.locator('[data-testid="lab-terminal"]:visible .xterm-rows > div');
  return (await rows.allInnerTexts()).map((row) => row.replace(/\u00a0/g, ' ').trimEnd());
}

async function startLab(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Start lab' }).click();
  await waitRunning(page);
}

async function waitRunning(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('lab-status').textContent(), START).toBe('Your lab is running.');
}

/**
 * Types a command once the shell shows its prompt. Typed ahead of it, the keys are echoed by the
 * terminal and then drawn again by the shell's line editor over that echo, so on a slow host the
 * screen can end up holding a garbled mix of the two.
 */
async function typeInTerminal(page: Page, line: string): Promise<void> {
  await expect
    .poll(async () => (await terminalLines(page)).filter(Boolean).at(-1) ?? '', START)
    .toMatch(/\$$/);
  await page.locator('[data-testid="lab-terminal"]:visible').click();
  await page.keyboard.type(line);
  await page.keyboard.press('Enter');
}

async function openFile(page: Page, path: string): Promise<Locator> {
  await page.locator(`[data-testid="lab-files"] button[data-path="${path}"]`).click();
  const editor = page.locator('[data-testid="lab-editor"][data-editor-ready="true"]');
  await editor.waitFor();
  return editor;
}

/**
 * The preview frame's heading after a reload (the server may be restarting); without one, what the
 * frame says instead (the host's 502 sentence, say), so a failed poll shows why.
 */
async function previewHeading(page: Page): Promise<string> {
  await page.getByTestId('lab-preview-reload').click();
  const frame = page.frameLocator('[data-testid="lab-preview"]');
  const heading = await frame
    .locator('h1')
    .textContent({ timeout: 3000 })
    .catch(() => null);
  if (heading !== null) return heading;
  const body = await frame
    .locator('body')
    .textContent({ timeout: 1000 })
    .catch(() => null);
  return `(no heading) ${body ?? ''}`.trim();
}

describe('cloud labs', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('a lesson embeds a live terminal that starts only when asked, and the lab page fits a phone', async () => {
    // A subscriber: the lesson is past the free first one.
    const { context: phone, page } = await freshSubscriber(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    const allocations: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/allocate')) allocations.push(request.url());
    });
    await page.goto('/courses/bash-essentials/pipes-and-text-processing');
    const widget = page.getByTestId('live-terminal-real-machine');
    await widget.waitFor();
    expect(await widget.getByRole('button', { name: 'Start the terminal' }).isVisible()).toBe(true);
    expect(await widget.getByRole('link', { name: 'Open the full lab' }).getAttribute('href')).toBe(
      LINUX_LAB,
    );
    expect(allocations).toEqual([]);
    // Asked, it starts the lab and its terminal answers, inside the lesson.
    await widget.getByRole('button', { name: 'Start the terminal' }).click();
    await expect.poll(() => widget.getByRole('status').textContent(), START).toBe('Your lab is running.');
    await widget.getByTestId('lab-terminal').click();
    await page.keyboard.type('echo from-the-lesson');
    await page.keyboard.press('Enter');
    await expect
      .poll(
        async () => (await widget.locator('.xterm-rows > div').allInnerTexts()).map((row) => row.trim()),
        START,
      )
      .toContain('from-the-lesson');
    expect(allocations).toHaveLength(1);

    await page.goto(LINUX_LAB);
    await page.getByRole('heading', { level: 1, name: 'The Linux command line' }).waitFor();
    // The instructions' own "# title" is the page's heading already, not a second h1.
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('.lesson-prose').textContent()).toContain('ls -la');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: artifactPath('cloud-lab-phone.png'), fullPage: true });
    await phone.close();
  });

  it('a subscriber types in a terminal, edits and previews the app, passes the tests, comes back to it all, and resets it', async () => {
    expect(inject('labsUrl'), 'the live host runs in this stack (root and podman)').toBeTruthy();
    const subscriber = await freshSubscriber(browser);
    context = subscriber.context;
    const violations = collectCspViolations(context);
    let page = subscriber.page;
    page.on('dialog', (dialog) => void dialog.accept());

    // The catalogue lists the three seeded labs; the Linux one opens from its card.
    await page.goto('/cloudlabs');
    const cards = page.getByTestId('lab-card');
    await cards.first().waitFor();
    expect(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-work-id')))).toEqual(
      expect.arrayContaining(['lab-linux-command-line', 'lab-node-web-api', 'lab-git-branching']),
    );
    await page.locator('[data-work-id="lab-linux-command-line"] a').click();
    await page.waitForURL(`**${LINUX_LAB}`);
    await page.getByRole('button', { name: 'Start lab' }).click();
    await waitRunning(page);
    await typeInTerminal(page, 'echo hello');
    await expect.poll(() => terminalLines(page), START).toContain('hello');
    // One lab at a time: this one ends (its home is kept) before the Node lab starts.
    await page.getByTestId('lab-end').click();
    await expect.poll(() => page.getByRole('button', { name: 'Start lab' }).isVisible()).toBe(true);

    await startLab(page, NODE_LAB);
    // Node clears the screen on every restart unless told to keep it: the screen is checked below.
    await typeInTerminal(page, 'cd ~/app && node --watch-preserve-output --watch server.js');
    await expect.poll(() => previewHeading(page), START).toBe('Hello, learner!');

    const editor = await openFile(page, 'app/server.js');
    expect(await editor.locator('.cm-content').textContent()).toContain(
      "const greeting = 'Hello, learner!';",
    );
    await editor.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    // insertText: typing would let the editor auto-indent each new line.
    await page.keyboard.insertText(EDITED_SERVER);
    await page.getByTestId('lab-unsaved').waitFor();
    await page.keyboard.press('ControlOrMeta+S');
    await expect.poll(() => page.getByTestId('lab-unsaved').count()).toBe(0);
    await page.getByText('Saved.').waitFor();
    await expect.poll(() => previewHeading(page), START).toBe(GREETING);

    await page.getByRole('button', { name: 'Run tests' }).click();
    const results = page.getByTestId('lab-test-results');
    await results.waitFor(START);
    expect(await results.textContent()).toContain('All tests passed.');
    expect(await results.textContent()).toContain('2 of 2 passed');
    await page.screenshot({ path: artifactPath('cloud-lab-node.png'), fullPage: true });

    // Close the tab, come back: the session resumes with its screen and the saved file.
    await page.close();
    page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(NODE_LAB);
    await waitRunning(page);
    // Rows joined as one text: the prompt and the command are wider than the terminal, and a
    // wrapped row is just the next row in xterm's DOM.
    await expect
      .poll(async () => (await terminalLines(page)).join(''), START)
      .toContain('node --watch-preserve-output --watch server.js');
    const again = await openFile(page, 'app/server.js');
    expect(await again.locator('.cm-content').textContent()).toContain(`const greeting = '${GREETING}';`);

    // Reset (confirmed by the dialog handler): the author's file comes back, in the open editor too.
    await page.getByTestId('lab-reset').click();
    await expect
      .poll(() => page.locator('[data-testid="lab-editor"] .cm-content').textContent(), START)
      .toContain("const greeting = 'Hello, learner!';");
    await waitRunning(page);

    // The reset's new container runs no server. The job's Run types its start script in a tab of
    // its own, the server answers in the preview again, and the job's input file is in the editor.
    await page.getByRole('button', { name: 'Run Start the server' }).click();
    await page.getByRole('tab', { name: 'Terminal 2 · Start the server', selected: true }).waitFor();
    await expect
      .poll(async () => (await terminalLines(page)).join('\n'), START)
      .toContain('node --watch server.js');
    await expect.poll(() => previewHeading(page), START).toBe('Hello, learner!');
    expect(await page.getByTestId('lab-open-file').textContent()).toBe('app/server.js');

    await page.getByTestId('lab-end').click();
    await expect.poll(() => page.getByRole('button', { name: 'Start lab' }).isVisible()).toBe(true);
    expect(violations).toEqual([]);
  }, 180_000);

  it('the Git lab: branch, commit and merge in the terminal, and its tests pass', async () => {
    const { context: gitContext, page } = await freshSubscriber(browser);
    page.on('dialog', (dialog) => void dialog.accept());
    await startLab(page, GIT_LAB);
    // Before any work the checks fail, and say which.
    await page.getByRole('button', { name: 'Run tests' }).click();
    const results = page.getByTestId('lab-test-results');
    await expect.poll(() => results.textContent(), START).toContain('0 of 3 passed');
    await typeInTerminal(
      page,
      'cd ~/project && git switch -c feature && echo done > feature.txt && git add feature.txt && git commit -qm "Add the feature" && git switch main && git merge -q feature && echo merged-ok',
    );
    await expect.poll(() => terminalLines(page), START).toContain('merged-ok');
    await page.getByRole('button', { name: 'Run tests' }).click();
    await expect.poll(() => results.textContent(), START).toContain('3 of 3 passed');
    expect(await results.textContent()).toContain('All tests passed.');
    await page.getByTestId('lab-end').click();
    await expect.poll(() => page.getByRole('button', { name: 'Start lab' }).isVisible()).toBe(true);
    await gitContext.close();
  }, 120_000);
});
