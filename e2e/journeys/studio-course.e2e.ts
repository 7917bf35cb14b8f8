import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser } from '../support/browser';
import { loggedIn } from '../support/session';

/**
 * Issue 14, the way in for authors: the demo author starts a course from /create, names it,
 * adds two lessons in the tree, reorders them, invites and removes a reviewer (collaborators dialog,
 * Confirmation) and publishes; a learner finds it in /explore and opens it. Then the author writes
 * a shot from /create-answer (one Markdown widget), publishes it, the learner finds it in /answers
 * and sends feedback (ShotFeedbackModal), which the author reads in /collectioneditor.
 */

const AUTHOR = 'team@learnbox.dev';
const LEARNER = 'learner@example.com';
const RUN = Date.now().toString(36);
const COURSE_TITLE = `Studio course ${RUN}`;
const SHOT_TITLE = `Studio shot ${RUN}`;

async function typeInEditor(page: Page, editor: Locator, text: string) {
  await expect.poll(() => editor.getAttribute('data-editor-ready'), { timeout: 15_000 }).toBe('true');
  await editor.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

async function expectSaved(page: Page) {
  await expect
    .poll(() => page.getByTestId('studio-save-state').getAttribute('data-status'), { timeout: 15_000 })
    .toBe('saved');
}

/** Publish asks first (Confirmation modal); the answer links to what learners see. */
async function publish(page: Page): Promise<string> {
  await page.getByTestId('studio-publish').click();
  await page.getByTestId('confirmation-confirm').click();
  const link = page.getByTestId('studio-published-link');
  await link.waitFor({ timeout: 20_000 });
  return (await link.getAttribute('href')) ?? '';
}

const lessonTitles = (page: Page) =>
  page
    .getByTestId('course-tree')
    .getByTestId('course-lesson')
    .locator('input')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

describe('studio: a course and a shot from the way in to the learner', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('creates, fills, reorders and publishes a course, then a shot, and a learner finds both', {
    timeout: 240_000,
  }, async () => {
    const author = await loggedIn(browser, AUTHOR);
    const learner = await loggedIn(browser, LEARNER);
    try {
      const { page } = author;
      page.setDefaultTimeout(20_000);

      // /create makes a draft course and opens it in /collectioneditor/{id}.
      await page.goto('/create');
      await page.waitForURL(/\/collectioneditor\/[a-z0-9-]+$/);
      await page.getByTestId('studio-frame').waitFor();
      await page.getByLabel('Title', { exact: true }).fill(COURSE_TITLE);
      await page.getByLabel('Summary', { exact: true }).fill('A course written in the studio journey.');
      await page.getByLabel('Tags (comma-separated)').fill('studio, journey');
      await page.getByTestId('studio-save').click();
      await expectSaved(page);

      // Two lessons through the tree: the first makes "Module 1", the second joins it.
      await page.getByTestId('course-new-lesson-title').first().fill('Getting started');
      await page.getByTestId('course-add-lesson').first().click();
      await expect.poll(() => lessonTitles(page)).toEqual(['Getting started']);
      await page.getByTestId('course-new-lesson-title').first().fill('Going further');
      await page.getByTestId('course-add-lesson').first().click();
      await expect.poll(() => lessonTitles(page)).toEqual(['Getting started', 'Going further']);

      // Reorder with the keyboard (Alt+↑ on a title), then with a button back again.
      await page.getByLabel('Lesson 2 of module 1 title').focus();
      await page.keyboard.press('Alt+ArrowUp');
      await expect.poll(() => lessonTitles(page)).toEqual(['Going further', 'Getting started']);
      await page.getByRole('button', { name: 'Move lesson Going further down' }).click();
      await expect.poll(() => lessonTitles(page)).toEqual(['Getting started', 'Going further']);
      expect(await page.getByTestId('studio-save-state').getAttribute('data-status')).toBe('dirty');
      await page.keyboard.press('Control+s');
      await expectSaved(page);

      // The saved draft's preview: its outline links each lesson's own preview.
      const editorPath = new URL(page.url()).pathname;
      await page.goto(`${editorPath}/preview`);
      expect(await page.locator('h1').textContent()).toBe(COURSE_TITLE);
      expect(await page.getByRole('link', { name: 'Going further' }).getAttribute('href')).toMatch(
        /^\/pageeditor\/[a-z0-9-]+\/preview$/,
      );
      await page.goto(editorPath);
      await page.getByTestId('course-tree').getByTestId('course-lesson').first().waitFor();

      // Collaborators (Ctrl+Shift+A): invite a reviewer, then remove them after the Confirmation.
      await page.keyboard.press('Control+Shift+A');
      const people = page.getByTestId('collaborators-dialog');
      await people.waitFor();
      await people.getByTestId('collaborator-email').fill(LEARNER);
      await people.getByLabel('Role of the invited person').selectOption('reviewer');
      await people.getByTestId('collaborator-invite').click();
      await expect.poll(() => people.textContent()).toContain(LEARNER);
      await people.getByRole('button', { name: `Remove ${LEARNER}` }).click();
      await page.getByTestId('confirmation-confirm').click();
      await expect.poll(() => people.textContent()).not.toContain(LEARNER);
      await page.getByTestId('collaborators-modal').getByTestId('modal-close').click();

      const courseUrl = await publish(page);
      expect(courseUrl).toMatch(/^\/courses\//);
      await page.screenshot({ path: artifactPath('studio-course-editor.png'), fullPage: true });

      // The learner finds it in /explore and opens it.
      const reader = learner.page;
      await reader.goto('/explore');
      await reader.getByTestId('explore-search').fill(COURSE_TITLE);
      const result = reader.getByTestId('instant-result').filter({ hasText: COURSE_TITLE });
      await result.first().waitFor({ timeout: 20_000 });
      await result.first().click();
      await reader.waitForURL(`**${courseUrl}`);
      expect(await reader.getByTestId('course-title').textContent()).toContain(COURSE_TITLE);
      expect(await reader.locator('main').textContent()).toContain('Getting started');

      // A shot from /create-answer: one Markdown widget, published.
      await page.goto('/create-answer');
      await page.waitForURL(/\/answereditor\/[a-z0-9-]+$/);
      await page.getByTestId('widget-list-editor').waitFor();
      await page.getByLabel('Title', { exact: true }).fill(SHOT_TITLE);
      await page.getByLabel('Summary', { exact: true }).fill('How the studio publishes a shot.');
      await page.getByTestId('widget-add-Markdown').click();
      await typeInEditor(
        page,
        page.getByTestId('widget-0').getByTestId('markdown-source'),
        `Shots are **short answers** (${RUN}).`,
      );
      await page.getByTestId('studio-save').click();
      await expectSaved(page);
      const shotUrl = await publish(page);
      expect(shotUrl).toMatch(/^\/answers\//);

      // The learner finds it among the newest answers and reads it.
      await reader.goto('/answers');
      const card = reader.getByTestId('shot-card').filter({ hasText: SHOT_TITLE });
      await card.first().waitFor();
      await card.first().getByRole('link').first().click();
      await reader.waitForURL(`**${shotUrl}`);
      expect(await reader.locator('h1').textContent()).toBe(SHOT_TITLE);
      expect(await reader.locator('main').textContent()).toContain(`Shots are short answers (${RUN}).`);

      // The learner sends the author feedback on the shot; the author reads it in /collectioneditor.
      await reader.getByTestId('open-ShotFeedbackModal').click();
      const form = reader.getByTestId('shot-feedback-form');
      await form.getByLabel('It is unclear').check();
      await form.getByTestId('feedback-message').fill(`Which widget comes next? (${RUN})`);
      await form.getByTestId('feedback-submit').click();
      await reader.getByTestId('feedback-sent').waitFor();
      await page.goto('/collectioneditor');
      await expect
        .poll(() => page.getByTestId('received-feedback').textContent())
        .toContain(`Which widget comes next? (${RUN})`);
    } finally {
      await author.context.close();
      await learner.context.close();
    }
  });
});
