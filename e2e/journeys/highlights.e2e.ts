import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactPath, launchBrowser, newContext } from '../support/browser';

/** A lesson any signed-in learner may read (the course's free first lesson). */
const LESSON = '/courses/python-basics/numbers-and-variables';
const NOTE = 'Variables are names, not boxes.';

describe('highlights and notes in the reader', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a learner highlights a sentence, adds a note, and finds both after a reload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    // An account of its own, so no other journey's highlights are on this lesson.
    const email = `highlights-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const signup = await page.request.post('/api/user/signup', {
      data: {
        full_name: 'Highlight Learner',
        email,
        password: 'journey password 1',
        tokens: { bypass_token: inject('captchaBypassToken') },
      },
    });
    expect(signup.status(), await signup.text()).toBe(200);

    await page.goto(LESSON);
    await page.locator('[data-highlights-ready="true"]').waitFor();
    // Select the first sentence of the lesson's first paragraph (across its bold and code
    // parts), as a reader's drag would.
    const quote = await page.evaluate(() => {
      const paragraph = document.querySelector('[data-widget="Markdown"] p');
      if (!paragraph) throw new Error('no paragraph to select');
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      range.setStart(paragraph, 0);
      range.setEnd(paragraph, paragraph.childNodes.length);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const stop = (node as Text).data.indexOf('.');
        if (stop !== -1) {
          range.setEnd(node, stop + 1);
          break;
        }
      }
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      paragraph.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
      return range.toString().replace(/\s+/g, ' ').trim();
    });
    expect(quote.split(' ').length).toBeGreaterThan(3);
    await page.getByTestId('highlight-popover').getByRole('button', { name: 'Add note' }).click();
    await page.getByTestId('highlight-note').fill(NOTE);
    await page.getByTestId('highlight-save-note').click();
    await page.locator('mark.highlight-mark').first().waitFor();
    const marked = await page.$$eval('mark.highlight-mark', (marks) =>
      marks.map((mark) => mark.textContent).join(''),
    );
    expect(marked.replace(/\s+/g, ' ').trim()).toBe(quote);

    await page.reload();
    await page.locator('[data-highlights-ready="true"]').waitFor();
    await page.locator('mark.highlight-mark').first().waitFor();
    expect(await page.locator('mark.highlight-mark').first().getAttribute('title')).toBe(NOTE);
    await page.screenshot({ path: artifactPath('highlights-lesson.png') });

    await page.getByTestId('open-highlights').first().click();
    const viewer = page.getByTestId('highlights-viewer');
    await viewer.waitFor();
    expect(await viewer.textContent()).toContain(NOTE);
    expect(await viewer.textContent()).toContain(quote);
    expect(await viewer.getByRole('link', { name: 'Go to highlight' }).getAttribute('href')).toMatch(
      new RegExp(`^${LESSON}#highlight-hl-`),
    );
    const exported = await page.request.get(
      (await viewer.getByTestId('highlights-export').getAttribute('href')) as string,
    );
    expect(exported.headers()['content-type']).toMatch(/^text\/markdown/);
    expect(await exported.text()).toContain(NOTE);
    await page.screenshot({ path: artifactPath('highlights-viewer.png') });
    await context.close();
  });
});
