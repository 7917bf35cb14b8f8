import { deflateSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser } from '../support/browser';
import { loggedIn } from '../support/session';

/**
 * Issue 14 "Done when", first bullet end to end: the demo author creates a course through /create
 * with two lessons (Markdown with an uploaded image and a Code exercise whose hidden test the
 * solution passes; a Quiz), previews a draft lesson, invites a second author by e-mail, whose stale
 * save gets the spec's sentence and the merge view; the course is published, and a learner finds
 * it in /explore and passes the exercise. (The shot part is the studio-course journey's.)
 */

const AUTHOR = 'team@learnbox.dev';
const SECOND_AUTHOR = 'author@example.com';
const LEARNER = 'learner@example.com';
const CONFLICT = 'This content was just updated. Refresh the page to get latest content.';
const RUN = Date.now().toString(36);
const COURSE_TITLE = `Done when course ${RUN}`;
/** Only this run's quiz explanation says this: its absence from the preview's HTML is the proof. */
const EXPLANATION = `Four times four is sixteen (${RUN}).`;
const SOLUTION = 'n = int(input())\nprint(n * n)';

/** A 2x2 PNG made here, byte by byte (signature, IHDR, IDAT, IEND with their CRCs). */
function smallPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0); // width
  header.writeUInt32BE(2, 4); // height
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  // Two rows, each a filter byte then two RGB pixels, deflated with zlib.
  const raw = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Types into a widget's CodeMirror editor once it is live, replacing what it held. */
async function typeInEditor(page: Page, editor: Locator, text: string) {
  await expect.poll(() => editor.getAttribute('data-editor-ready'), { timeout: 20_000 }).toBe('true');
  await editor.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

async function expectSaved(page: Page) {
  await expect
    .poll(() => page.getByTestId('studio-save-state').getAttribute('data-status'), { timeout: 20_000 })
    .toBe('saved');
}

const lessonTitles = (page: Page) =>
  page
    .getByTestId('course-tree')
    .getByTestId('course-lesson')
    .locator('input')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** The lesson editors' paths, in the order of the course tree. */
const lessonEditorPaths = (page: Page) =>
  page
    .getByTestId('course-tree')
    .getByRole('link', { name: 'Edit lesson' })
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));

describe('studio: issue 14 done when, from /create to a learner passing the exercise', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('writes, checks, previews, collaborates, publishes, and a learner passes', {
    timeout: 420_000,
  }, async () => {
    const author = await loggedIn(browser, AUTHOR);
    const second = await loggedIn(browser, SECOND_AUTHOR);
    const learner = await loggedIn(browser, LEARNER);
    try {
      const { page, context } = author;
      page.setDefaultTimeout(30_000);
      second.page.setDefaultTimeout(30_000);
      learner.page.setDefaultTimeout(30_000);

      // /create opens a new draft course; it is named, then gets two lessons through the tree.
      await page.goto('/create');
      await page.waitForURL(/\/collectioneditor\/[a-z0-9-]+$/);
      const courseEditor = new URL(page.url()).pathname;
      await page.getByTestId('studio-frame').waitFor();
      await page.getByLabel('Title', { exact: true }).fill(COURSE_TITLE);
      await page.getByLabel('Summary', { exact: true }).fill('Squares, checked by the runner.');
      await page.getByTestId('course-new-lesson-title').first().fill('Squares');
      await page.getByTestId('course-add-lesson').first().click();
      await expect.poll(() => lessonTitles(page)).toEqual(['Squares']);
      await page.getByTestId('course-new-lesson-title').first().fill('Check yourself');
      await page.getByTestId('course-add-lesson').first().click();
      await expect.poll(() => lessonTitles(page)).toEqual(['Squares', 'Check yourself']);
      await page.keyboard.press('Control+s');
      await expectSaved(page);
      const [lessonOne, lessonTwo] = await lessonEditorPaths(page);
      expect(lessonOne).toMatch(/^\/pageeditor\/[a-z0-9-]+$/);
      expect(lessonTwo).toMatch(/^\/pageeditor\/[a-z0-9-]+$/);

      // Lesson 1: Markdown with an image uploaded through the dialog.
      await page.getByTestId('course-tree').getByRole('link', { name: 'Edit lesson' }).first().click();
      await page.waitForURL(`**${lessonOne}`);
      await page.getByTestId('widget-list-editor').waitFor();
      await page.getByTestId('widget-add-Markdown').click();
      const markdown = page.getByTestId('widget-0');
      await typeInEditor(page, markdown.getByTestId('markdown-source'), 'Squares grow fast:');
      await markdown.getByRole('button', { name: 'Upload an image' }).click();
      const upload = page.getByTestId('modal-ImageUpload');
      await upload.getByTestId('image-upload-input').setInputFiles({
        name: 'squares.png',
        mimeType: 'image/png',
        buffer: smallPng(),
      });
      await upload.getByLabel('Alt text').fill('Four small squares');
      await upload.getByTestId('image-upload-submit').click();
      const drawn = markdown.getByTestId('markdown-preview').locator('img');
      await drawn.waitFor();
      expect(await drawn.getAttribute('src')).toMatch(/^\/api\/uploads\//);
      expect(await drawn.getAttribute('alt')).toBe('Four small squares');

      // A Code exercise with a hidden test; its solution is checked on the runner.
      await page.getByTestId('widget-add-Code').click();
      const code = page.getByTestId('widget-1');
      expect(await code.getAttribute('data-widget-type')).toBe('Code');
      await typeInEditor(page, code.locator('.code-editor').first(), '# read a number, print its square');
      await code.getByTestId('add-hidden-test').click();
      await code.getByLabel('Hidden test 1: input').fill('4');
      await code.getByLabel('Hidden test 1: expected output').fill('16');
      await code.getByLabel('This exercise has a solution').check();
      await typeInEditor(page, code.locator('.code-editor').nth(1), SOLUTION);
      await code.getByRole('button', { name: 'Run tests against the solution' }).click();
      await expect
        .poll(() => code.getByTestId('solution-check').getAttribute('data-status'), { timeout: 90_000 })
        .toBe('passed');
      expect(await code.getByText('The solution passes every test.').count()).toBe(1);
      await page.keyboard.press('Control+S');
      await expectSaved(page);

      // Lesson 2: a Quiz whose answers and explanation stay on the server.
      await page.goto(lessonTwo as string);
      await page.getByTestId('widget-list-editor').waitFor();
      await page.getByTestId('widget-add-Quiz').click();
      const quiz = page.getByTestId('widget-0');
      await quiz.getByLabel('Question 1: prompt').fill('What is 4 squared?');
      await quiz.getByLabel('Question 1, option 1').fill('Sixteen');
      await quiz.getByLabel('Question 1, option 2').fill('Eight');
      await quiz.getByLabel('Question 1: explanation').fill(EXPLANATION);
      await page.keyboard.press('Control+S');
      await expectSaved(page);

      // Preview: the draft as a learner sees it, without the quiz's answers in the HTML.
      const [preview] = await Promise.all([
        context.waitForEvent('page'),
        page.getByTestId('studio-preview').click(),
      ]);
      await preview.getByTestId('draft-preview-marker').waitFor({ timeout: 30_000 });
      expect(new URL(preview.url()).pathname).toBe(`${lessonTwo}/preview`);
      expect(await preview.locator('[data-widget="Quiz"]').count()).toBe(1);
      expect(await preview.getByText('What is 4 squared?').count()).toBe(1);
      const html = await (await context.request.get(`${lessonTwo}/preview`)).text();
      expect(html).toContain('What is 4 squared?');
      expect(html).not.toContain(EXPLANATION.slice(0, 30));
      expect(html).not.toMatch(/\\?"correct\\?"\s*:/);
      await preview.close();
      // Lesson 1's preview draws the uploaded image in its Markdown and the exercise.
      await page.goto(`${lessonOne}/preview`);
      await page.getByTestId('draft-preview-marker').waitFor();
      expect(await page.locator('.lesson-prose img').first().getAttribute('src')).toMatch(
        /^\/api\/uploads\//,
      );
      expect(await page.locator('[data-widget="Code"]').count()).toBe(1);
      expect(await page.content()).not.toContain('print(n * n)');

      // The owner invites the second author as an editor from the collaborators dialog.
      await page.goto(courseEditor);
      await page.getByTestId('course-tree').getByTestId('course-lesson').first().waitFor();
      await page.keyboard.press('Control+Shift+A');
      const people = page.getByTestId('collaborators-dialog');
      await people.waitFor();
      await people.getByTestId('collaborator-email').fill(SECOND_AUTHOR);
      await people.getByLabel('Role of the invited person').selectOption('editor');
      await people.getByTestId('collaborator-invite').click();
      await expect.poll(() => people.textContent()).toContain(SECOND_AUTHOR);
      await page.getByTestId('collaborators-modal').getByTestId('modal-close').click();

      // The second author accepts through the mailed link and opens lesson 1.
      const other = second.page;
      await other.goto('/dev/mailbox');
      const mail = other
        .locator(`[data-testid="mail-message"][data-to="${SECOND_AUTHOR}"][data-kind="work-invitation"]`)
        .filter({ hasText: COURSE_TITLE })
        .first();
      await mail.waitFor({ timeout: 30_000 });
      const link = (await mail.getByTestId('mail-link').first().getAttribute('href')) ?? '';
      expect(new URL(link).pathname).toMatch(/^\/collaborations\/[^/]+$/);
      await other.goto(new URL(link).pathname);
      await other.getByTestId('accept-invitation').click();
      expect(await other.getByTestId('invitation-accepted').textContent()).toContain(COURSE_TITLE);
      await other.goto(lessonOne as string);
      await other.getByTestId('widget-1').waitFor();

      // The owner saves a change to lesson 1; the second author's save is now stale.
      await page.goto(lessonOne as string);
      await page.getByTestId('widget-1').waitFor();
      await page.getByLabel('Lesson title').fill('Squares and roots');
      await page.keyboard.press('Control+S');
      await expectSaved(page);
      await other.getByLabel('Lesson title').fill('Squares, squared');
      await other.keyboard.press('Control+S');
      const conflict = other.getByTestId('studio-conflict');
      await conflict.waitFor();
      expect(await conflict.textContent()).toBe(CONFLICT);
      await other.locator('[data-testid="studio-merge-view"][data-ready="true"]').waitFor();
      await other.screenshot({ path: artifactPath('studio-done-when-merge.png'), fullPage: true });

      // The owner publishes the course (with its lessons' drafts).
      await page.goto(courseEditor);
      await page.getByTestId('course-tree').getByTestId('course-lesson').first().waitFor();
      await page.getByTestId('studio-publish').click();
      await page.getByTestId('confirmation-confirm').click();
      const published = page.getByTestId('studio-published-link');
      await published.waitFor();
      const courseUrl = (await published.getAttribute('href')) ?? '';
      expect(courseUrl).toMatch(/^\/courses\//);

      // A learner finds the course in /explore, opens lesson 1 and passes the exercise.
      const reader = learner.page;
      await reader.goto('/explore');
      await reader.getByTestId('explore-search').fill(COURSE_TITLE);
      const result = reader.getByTestId('instant-result').filter({ hasText: COURSE_TITLE });
      await result.first().waitFor();
      await result.first().click();
      await reader.waitForURL(`**${courseUrl}`);
      await reader
        .locator('main')
        .getByRole('link', { name: /^Squares/ })
        .first()
        .click();
      await reader.waitForURL(`**${courseUrl}/**`);
      const picture = reader.locator('.lesson-prose img').first();
      expect(await picture.getAttribute('src')).toMatch(/^\/api\/uploads\//);
      // The uploaded file is served and decodes as the 2x2 image it was.
      await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(2);
      const exercise = reader.locator('[data-widget="Code"]').first();
      await exercise.locator('[data-testid="code-editor"][data-editor-ready="true"]').waitFor();
      await exercise.locator('.cm-content').click();
      await reader.keyboard.press('ControlOrMeta+A');
      await reader.keyboard.press('Delete');
      // insertText: typing would let the editor auto-indent each new line.
      await reader.keyboard.insertText(SOLUTION);
      await exercise.getByTestId('code-check').click();
      await expect
        .poll(() => exercise.getByTestId('judge-summary').textContent(), { timeout: 90_000 })
        .toBe('All 1 tests passed.');
      expect(await exercise.getByTestId('judge-case').first().getAttribute('data-verdict')).toBe('passed');
      await reader.screenshot({ path: artifactPath('studio-done-when-learner.png'), fullPage: true });
    } finally {
      await author.context.close();
      await second.context.close();
      await learner.context.close();
    }
  });
});
