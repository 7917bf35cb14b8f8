import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, newContext } from '../support/browser';
import { loggedIn } from '../support/session';

/**
 * Issue 14: the demo author writes a lesson of a new course in the page editor (Markdown with
 * math, a Code exercise whose hidden test the solution passes, a Quiz), saves with Ctrl+S, sees
 * the draft as a learner would (no quiz answers in the page), and a second author's stale save
 * gets the spec's sentence and the merge view, then lands on top of the first author's revision.
 */

const AUTHOR = 'team@learnbox.dev';
const CONFLICT = 'This content was just updated. Refresh the page to get latest content.';
const RUN = Date.now().toString(36);
/** Only this run's explanation says this: its absence from the preview's HTML is the proof. */
const EXPLANATION = `Four times four is sixteen (${RUN}).`;

/** The smallest PNG: one pixel. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Types into a widget's CodeMirror editor once it is live, replacing what it held. */
async function typeInEditor(page: Page, editor: Locator, text: string) {
  await expect.poll(() => editor.getAttribute('data-editor-ready'), { timeout: 15_000 }).toBe('true');
  await editor.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

async function createLesson(page: Page): Promise<{ courseId: string; lessonId: string }> {
  const origin = new URL(page.url()).origin;
  const course = await page.request.post('/api/author/works', {
    headers: { origin },
    data: { kind: 'course', title: `Studio journey ${RUN}` },
  });
  expect(course.status(), await course.text()).toBe(200);
  const courseId = (await course.json()).id as string;
  const lesson = await page.request.post('/api/author/page', {
    headers: { origin },
    data: { course_id: courseId, title: 'Squares' },
  });
  expect(lesson.status(), await lesson.text()).toBe(200);
  return { courseId, lessonId: (await lesson.json()).id as string };
}

async function expectSaved(page: Page) {
  await expect
    .poll(() => page.getByTestId('studio-save-state').getAttribute('data-status'), { timeout: 15_000 })
    .toBe('saved');
}

describe('studio: lesson editor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('writes, checks, saves, previews, a stale save is refused into a merge, publish asks first', async () => {
    const first = await loggedIn(browser, AUTHOR);
    const second = await loggedIn(browser, AUTHOR);
    try {
      const { page, context } = first;
      const { lessonId } = await createLesson(page);
      const editorUrl = `/pageeditor/${lessonId}`;
      await page.goto(editorUrl);
      await page.getByTestId('widget-list-editor').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('studio-save-state').getAttribute('data-status')).toBe('saved');

      // Markdown with math: the live preview draws it with the reader's renderer (MathML).
      await page.getByTestId('widget-add-Markdown').click();
      const markdown = page.getByTestId('widget-0');
      await typeInEditor(page, markdown.getByTestId('markdown-source'), 'Squares: $x^2$ grows fast.');
      await expect
        .poll(() => markdown.getByTestId('markdown-preview').locator('math').count())
        .toBeGreaterThan(0);
      expect(await page.getByTestId('studio-save-state').getAttribute('data-status')).toBe('dirty');

      // A Code exercise with a hidden test, and its solution checked on the runner.
      await page.getByTestId('widget-add-Code').click();
      const code = page.getByTestId('widget-1');
      expect(await code.getAttribute('data-widget-type')).toBe('Code');
      await typeInEditor(page, code.locator('.code-editor').first(), '# read a number, print its square');
      await code.getByTestId('add-hidden-test').click();
      await code.getByLabel('Hidden test 1: input').fill('4');
      await code.getByLabel('Hidden test 1: expected output').fill('16');
      await code.getByLabel('This exercise has a solution').check();
      await typeInEditor(page, code.locator('.code-editor').nth(1), 'n = int(input())\nprint(n * n)');
      await code.getByRole('button', { name: 'Run tests against the solution' }).click();
      await expect
        .poll(() => code.getByTestId('solution-check').getAttribute('data-status'), { timeout: 60_000 })
        .toBe('passed');
      expect(await code.getByText('The solution passes every test.').count()).toBe(1);

      // A Quiz: the answers and explanation go to the api only.
      await page.getByTestId('widget-add-Quiz').click();
      const quiz = page.getByTestId('widget-2');
      await quiz.getByLabel('Question 1: prompt').fill('What is 4 squared?');
      await quiz.getByLabel('Question 1, option 1').fill('Sixteen');
      await quiz.getByLabel('Question 1, option 2').fill('Eight');
      await quiz.getByLabel('Question 1: explanation').fill(EXPLANATION);

      // An image uploaded through the lesson's signed link fills an Image widget.
      await page.getByTestId('widget-add-Image').click();
      const image = page.getByTestId('widget-3');
      await image.getByRole('button', { name: 'Upload an image' }).click();
      const upload = page.getByTestId('modal-ImageUpload');
      await upload.getByTestId('image-upload-input').setInputFiles({
        name: 'dot.png',
        mimeType: 'image/png',
        buffer: Buffer.from(PNG_1X1, 'base64'),
      });
      await upload.getByLabel('Alt text').fill('A red dot');
      await upload.getByTestId('image-upload-submit').click();
      await expect
        .poll(() => image.getByLabel('Image URL').inputValue(), { timeout: 15_000 })
        .toMatch(/^\/api\/uploads\//);
      expect(await image.getByLabel('Alt text').inputValue()).toBe('A red dot');

      await page.keyboard.press('Control+S');
      await expectSaved(page);

      // Preview: the draft as a learner sees it, in a new tab, marked as a draft.
      const [preview] = await Promise.all([
        context.waitForEvent('page'),
        page.getByTestId('studio-preview').click(),
      ]);
      await preview.getByTestId('draft-preview-marker').waitFor({ timeout: 20_000 });
      expect(new URL(preview.url()).pathname).toBe(`${editorUrl}/preview`);
      expect(await preview.locator('.lesson-prose math').count()).toBeGreaterThan(0);
      expect(await preview.locator('[data-widget="Quiz"]').count()).toBe(1);
      expect(await preview.locator('[data-widget="Image"] img').getAttribute('src')).toMatch(
        /^\/api\/uploads\//,
      );
      expect(await preview.getByText('What is 4 squared?').count()).toBe(1);
      const html = await (await context.request.get(`${editorUrl}/preview`)).text();
      expect(html).toContain('What is 4 squared?');
      expect(html).not.toContain(EXPLANATION.slice(0, 30));
      expect(html).not.toMatch(/\\?"correct\\?"\s*:/);
      // The learner's Check is graded on the server and shows the explanation only then.
      await preview.getByLabel('Sixteen').check();
      await preview.getByRole('button', { name: 'Check answer' }).click();
      await expect.poll(() => preview.getByText('Correct!').count(), { timeout: 15_000 }).toBe(1);
      expect(await preview.getByTestId('quiz-explanation').textContent()).toContain('sixteen');
      await preview.screenshot({ path: artifactPath('studio-lesson-preview.png'), fullPage: true });
      await preview.close();

      // A second author opens the same draft, then the first saves a new title.
      await second.page.goto(editorUrl);
      await second.page.getByTestId('widget-2').waitFor({ timeout: 20_000 });
      await page.getByLabel('Lesson title').fill('Squares and roots');
      await page.keyboard.press('Control+S');
      await expectSaved(page);

      // The second author's save is based on the old revision: refused with the spec's sentence.
      await second.page.getByTestId('widget-2').getByLabel('Title', { exact: true }).fill('Check yourself');
      await second.page.keyboard.press('Control+S');
      const conflict = second.page.getByTestId('studio-conflict');
      await conflict.waitFor({ timeout: 15_000 });
      expect(await conflict.textContent()).toBe(CONFLICT);
      const merge = second.page.locator('[data-testid="studio-merge-view"][data-ready="true"]');
      await merge.waitFor({ timeout: 15_000 });
      await second.page.screenshot({ path: artifactPath('studio-lesson-merge.png'), fullPage: true });

      // Take their title, keep my quiz title, and save on top of their revision.
      await merge.getByRole('button', { name: 'Take their version of this block' }).first().click();
      await merge.getByRole('button', { name: 'Save merged version' }).click();
      await expectSaved(second.page);
      const saved = await second.page.request.get(`/api/author/works/lesson/${lessonId}`);
      const document = (await saved.json()).document as { title: string; widgets: { title?: string }[] };
      expect(document.title).toBe('Squares and roots');
      expect(document.widgets[2]?.title).toBe('Check yourself');

      // Publishing waits for this session to have seen the solution pass, then asks to confirm.
      const author = second.page;
      await author.getByTestId('studio-publish').click();
      const confirm = author.getByTestId('studio-confirm');
      await confirm.waitFor();
      expect(await confirm.getByText('Run the tests against the solution of every Code widget').count()).toBe(
        1,
      );
      expect(await confirm.getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await author
        .getByTestId('widget-1')
        .getByRole('button', { name: 'Run tests against the solution' })
        .click();
      await expect
        .poll(
          () => author.getByTestId('widget-1').getByTestId('solution-check').getAttribute('data-status'),
          {
            timeout: 60_000,
          },
        )
        .toBe('passed');
      await author.getByTestId('studio-publish').click();
      await confirm.getByRole('button', { name: 'Publish' }).click();
      // A lesson new in a course that was never published goes out with its course (the course
      // journey publishes that way); the api's sentence says so in the confirmation.
      await expect
        .poll(() => confirm.getByRole('alert').textContent(), { timeout: 15_000 })
        .toBe('This lesson is new in its course: publish the course to publish it.');
      await confirm.getByRole('button', { name: 'Cancel' }).click();

      // The history lists every save; an old revision opens read only.
      await author.getByTestId('studio-history').click();
      const history = author.getByTestId('studio-history-drawer');
      await history.getByRole('button', { name: 'Open revision 1', exact: true }).click();
      await history.getByText('Revision 1 (read only)').waitFor();
      expect(await history.getByRole('button', { name: /^Open revision \d+$/ }).count()).toBeGreaterThan(3);
      await author.keyboard.press('Escape');
    } finally {
      await first.context.close();
      await second.context.close();
    }
  }, 240_000);

  it('sends a signed-out visitor to the login page and back', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/pageeditor/some-lesson');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/pageeditor/some-lesson');
    await page.context().close();
  });
});
