import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactPath, launchBrowser, newContext } from '../support/browser';

/**
 * Issue 11: a Code widget is CodeMirror from the first paint (no plain textarea that is swapped
 * later), Bash is highlighted, the editor shows the brand focus ring, and quiz text renders its
 * Markdown. The Bash lesson is the first of its course, a preview every visitor may open.
 */

const LESSON = '/courses/bash-essentials/variables-and-echo';
const WIDGET = '[data-testid="code-hello"]';
/** --brand in the light scheme (globals.css). */
const BRAND = 'rgb(68, 65, 216)';

describe('code editor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the server HTML already holds the editor, highlighted, and no plain textarea for the code', async () => {
    const response = await fetch(`${inject('webUrl')}${LESSON}`, {
      headers: { cookie: `bot_guard_bypass=${inject('botGuardBypassToken')}` },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const start = html.indexOf('data-testid="code-hello"');
    expect(start).toBeGreaterThan(0);
    const widget = html.slice(start, html.indexOf('Input (stdin)', start));
    expect(widget).toContain('class="cm-editor cm-static"');
    expect(widget).toContain('class="cm-gutterElement cm-activeLineGutter">1</div>');
    expect(widget).toContain('<span class="hljs-built_in">echo</span>');
    expect(widget).not.toContain('<textarea');
  });

  it('paints CodeMirror at once, goes live with Bash highlighted, and shows a focus ring', async () => {
    // The static editor is measured as the server sent it, in a context without JavaScript and
    // once every stylesheet has loaded: in a live page hydration may replace it before it can be
    // read, and before the stylesheets apply the unstyled box is 220 px taller.
    const serverContext = await newContext(browser, { javaScript: false });
    const serverPage = await serverContext.newPage();
    await serverPage.goto(LESSON, { waitUntil: 'load' });
    const staticBox = await serverPage.locator(`${WIDGET} .cm-editor.cm-static`).boundingBox();
    expect(staticBox).not.toBeNull();
    await serverContext.close();

    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(LESSON, { waitUntil: 'domcontentloaded' });
    const widget = page.locator(WIDGET);
    // Right after the HTML is parsed: the editor box is there, and no textarea ever was. (On a
    // fast load hydration may already be adding the live editor beside the static one.)
    expect(await widget.locator('.cm-editor').count()).toBeGreaterThanOrEqual(1);
    expect(await widget.locator('textarea[aria-label^="Code"]').count()).toBe(0);

    const editor = widget.locator('[data-testid="code-editor"][data-editor-ready="true"]');
    await editor.waitFor({ timeout: 15_000 });
    const live = editor.locator('.cm-editor:not(.cm-static)');
    expect(await live.locator('.cm-content[contenteditable="true"]').count()).toBe(1);
    expect(await widget.locator('.cm-static').count()).toBe(0);
    expect(await widget.locator('textarea[aria-label^="Code"]').count()).toBe(0);
    // The live editor took the static one's place and size.
    // CodeMirror measures its lines in the frame after it mounts: read the box once it has settled.
    // expect.poll gives up after 1 s by default; a loaded machine can take longer to measure.
    await expect
      .poll(async () => Math.abs(((await live.boundingBox())?.height ?? 0) - (staticBox?.height ?? -100)), {
        timeout: 10_000,
      })
      .toBeLessThanOrEqual(1);
    const liveBox = await live.boundingBox();
    expect(Math.abs((liveBox?.y ?? 0) - (staticBox?.y ?? -100))).toBeLessThanOrEqual(1);
    // Bash is highlighted by CodeMirror itself: builtins and strings.
    await expect.poll(() => live.locator('.cm-content .hljs-built_in').first().textContent()).toBe('echo');
    expect(await live.locator('.cm-content .hljs-string').count()).toBeGreaterThan(0);

    // No ring before focus; the brand ring on the editor once it has focus (keyboard or pointer).
    const outline = () =>
      editor.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      });
    expect(await outline()).toMatch(/^none /);
    await live.locator('.cm-content').click();
    expect(await outline()).toBe(`solid 2px ${BRAND}`);
    await page.screenshot({ path: artifactPath('code-editor-focus.png') });
    await context.close();
  });

  it('renders quiz Markdown: inline code in the prompt, not backticks', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/courses/python-basics/hello-python');
    const quiz = page.locator('[data-widget="Quiz"]');
    await quiz.waitFor();
    expect(await quiz.locator('legend code').first().textContent()).toBe('print("a", "b", sep="-")');
    expect(await quiz.locator('legend').first().textContent()).not.toContain('`');
    await context.close();
  });
});
