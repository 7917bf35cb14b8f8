import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, newContext } from '../support/browser';
import { loggedIn } from '../support/session';

/**
 * Issue 15 "Done when": a learner finishes a seeded project's first task. The code goes through
 * the task screen's editor and Submit (web -> api -> runner), a wrong answer first, then a right one.
 */

const PROJECT = '/projects/python-todo-cli';
const SOLUTION =
  "import sys\n\nfor line in sys.stdin:\n    command = line.strip()\n    if command.startswith('add '):\n        print('Added: ' + command[4:])\n";
const RUN_TIMEOUT = { timeout: 45_000 };
const READ = "const text = require('node:fs').readFileSync(0, 'utf8');\n";
const TEXT_STATS_SOLUTIONS: [string, string][] = [
  [
    'prj-javascript-text-stats-1',
    `${READ}console.log('Words: ' + text.split(/\\s+/).filter(Boolean).length);\n`,
  ],
  [
    'prj-javascript-text-stats-2',
    `${READ}const body = text.endsWith('\\n') ? text.slice(0, -1) : text;\nconst lines = body === '' ? [] : body.split('\\n');\nconsole.log('Lines: ' + lines.length);\nconsole.log('Words: ' + text.split(/\\s+/).filter(Boolean).length);\nconsole.log('Characters: ' + lines.join('').length);\n`,
  ],
  [
    'prj-javascript-text-stats-3',
    `${READ}const counts = new Map();\nfor (const raw of text.split(/\\s+/)) {\n  const word = raw.toLowerCase().replace(/^[.,;:!?]+|[.,;:!?]+$/g, '');\n  if (word) counts.set(word, (counts.get(word) ?? 0) + 1);\n}\nconst top = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];\nconsole.log(top ? 'Top word: ' + top[0] + ' (' + top[1] + ')' : 'Top word: none');\n`,
  ],
];

describe('projects', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a learner starts the to-do project and finishes its first task', async () => {
    const { context, page } = await loggedIn(browser, 'learner@example.com');
    await page.goto('/projects');
    await page.getByRole('link', { name: 'Build a CLI to-do list in Python' }).click();
    await page.waitForURL(`**${PROJECT}`);

    // Started already on a rerun against the same database: then the overview offers to continue.
    const start = page.getByTestId('start-project');
    if (await start.isVisible()) {
      await expect.poll(() => start.isEnabled()).toBe(true);
      await start.click();
    } else await page.goto(`${PROJECT}/tasks/prj-python-todo-cli-1`);
    await page.waitForURL(`**${PROJECT}/tasks/prj-python-todo-cli-1`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Add tasks');

    const editor = page.locator('[data-testid="task-editor"][data-editor-ready="true"]');
    await editor.waitFor({ timeout: 15_000 });
    const submit = page.getByTestId('submit-task');

    await submit.click();
    const outcome = page.getByTestId('task-outcome');
    await expect.poll(() => outcome.getAttribute('data-passed'), RUN_TIMEOUT).toBe('false');
    expect(await page.getByTestId('judge-case').count()).toBe(3);

    await editor.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(SOLUTION);
    await submit.click();
    await expect.poll(() => outcome.getAttribute('data-passed'), RUN_TIMEOUT).toBe('true');
    expect(await page.getByTestId('judge-summary').textContent()).toBe('All 3 tests passed.');
    await page.screenshot({ path: artifactPath('projects-task-passed.png'), fullPage: false });

    await page.getByTestId('next-task').click();
    await page.waitForURL(`**${PROJECT}/tasks/prj-python-todo-cli-2`);
    await page.goto(PROJECT);
    await expect
      .poll(() => page.locator('[data-testid="project-tasks"] li').first().getAttribute('data-state'))
      .toBe('passed');
    await context.close();
  });

  it('a finished project gets a page with the code that its learner can share or keep private', async () => {
    const { context, page } = await loggedIn(browser, 'subscriber@example.com');
    expect((await page.request.post('/api/projects/javascript-text-stats/start')).status()).toBe(200);
    for (const [taskId, content] of TEXT_STATS_SOLUTIONS) {
      const reply = await page.request.post(`/api/projects/javascript-text-stats/tasks/${taskId}/submit`, {
        data: { files: [{ name: 'main.js', content }] },
      });
      expect((await reply.json()).passed, await reply.text()).toBe(true);
    }
    await page.goto('/projects/javascript-text-stats');
    const sharing = page.getByTestId('project-sharing');
    await sharing.waitFor();
    if ((await sharing.getAttribute('data-public')) === 'false')
      await sharing.getByRole('button', { name: 'Make it public' }).click();
    await expect.poll(() => sharing.getAttribute('data-public')).toBe('true');
    const href = await sharing.getByRole('link', { name: 'Open your project page' }).getAttribute('href');
    expect(href).toMatch(/^\/projects\/javascript-text-stats\/finished\/[\w-]{32}$/);

    // Logged out, the public page shows the learner's code.
    const visitor = await newContext(browser);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(href as string);
    await visitorPage.getByTestId('finished-project').waitFor();
    expect(await visitorPage.locator('h1').textContent()).toBe(
      'Sam Subscriber built “Text statistics in JavaScript”',
    );
    expect(await visitorPage.getByTestId('finished-project').textContent()).toContain('Top word: none');

    // Private again: the same link is a 404 page.
    await sharing.getByRole('button', { name: 'Make it private' }).click();
    await expect.poll(() => sharing.getAttribute('data-public')).toBe('false');
    expect((await visitorPage.goto(href as string))?.status()).toBe(404);
    await visitor.close();
    await context.close();
  });
});
