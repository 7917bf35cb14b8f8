import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser } from '../support/browser';
import { freshSubscriber } from '../support/session';

/**
 * Issue 15: a learner answers a quiz graded on the server. The page source before answering holds
 * the question but no correct answer or explanation; a wrong answer then a right one show the
 * verdicts, and a reload shows the stored verdict. The live test widget runs its hidden tests.
 */

const LESSON = '/courses/python-basics/hello-python';
/** The seeded quiz's explanation (content/courses/python-basics/01-hello-python.md). */
const EXPLANATION = 'replaces the space that print() normally puts between values';

describe('quiz grading', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('answers a quiz whose answers the page never held before, and sees the verdict after a reload', async () => {
    // A fresh account: answering completes the lesson, which must not move a shared demo account.
    const { context, page } = await freshSubscriber(browser);
    try {
      const html = await (await context.request.get(LESSON)).text();
      expect(html).toContain('data-widget="Quiz"');
      expect(html).toContain('sep=');
      expect(html).not.toContain(EXPLANATION);
      expect(html).not.toMatch(/\\?"correct\\?"\s*:/);

      await page.goto(LESSON);
      const quiz = page.locator('[data-widget="Quiz"]');
      await quiz.waitFor();
      await quiz.getByLabel('a b', { exact: true }).check();
      await quiz.getByRole('button', { name: 'Check answer' }).click();
      await expect.poll(() => quiz.getByText('Not quite.').count(), { timeout: 15_000 }).toBe(1);
      expect(await quiz.getByTestId('quiz-explanation').textContent()).toContain(EXPLANATION);

      await quiz.getByLabel('a-b', { exact: true }).check();
      await quiz.getByRole('button', { name: 'Check answer' }).click();
      await expect.poll(() => quiz.getByText('Correct!').count(), { timeout: 15_000 }).toBe(1);

      await page.reload();
      const again = page.locator('[data-widget="Quiz"]');
      await again.waitFor();
      expect(await again.getByText('Correct!').count()).toBe(1);
      expect(await again.getByLabel('a-b', { exact: true }).isChecked()).toBe(true);
      await page.screenshot({ path: artifactPath('quiz-grading.png'), fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('runs a live test widget: the starter fails some of the hidden tests', async () => {
    const { context, page } = await freshSubscriber(browser);
    try {
      const html = await (await context.request.get('/courses/python-basics/functions')).text();
      expect(html).toContain('data-widget="CodeTest"');
      expect(html).not.toContain('test_words');
      await page.goto('/courses/python-basics/functions');
      const widget = page.locator('[data-widget="CodeTest"]');
      await widget.waitFor();
      await widget.getByRole('button', { name: 'Run tests' }).click();
      const summary = widget.getByTestId('code-test-summary');
      await summary.waitFor({ timeout: 60_000 });
      expect(await summary.textContent()).toMatch(/of 4 tests passed/);
      // One line per test, the failing ones marked.
      const lines = widget.getByTestId('code-test-results').locator('li');
      expect(await lines.count()).toBe(4);
      expect(await widget.locator('li[data-passed="false"]').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
