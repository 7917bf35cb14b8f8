import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser } from '../support/browser';
import { loggedIn } from '../support/session';

/**
 * Issue 15 "Done when": a learner finishes a seeded project's first task. The code goes through
 * the task screen's editor and Submit (web -> api -> runner), a wrong answer first, then a right one.
 */

const PROJECT = '/projects/python-todo-cli';
const SOLUTION =
  "import sys\n\nfor line in sys.stdin:\n    command = line.strip()\n    if command.startswith('add '):\n        print('Added: ' + command[4:])\n";
const RUN_TIMEOUT = { timeout: 45_000 };

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
});
