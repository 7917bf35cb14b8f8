import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, newContext } from '../support/browser';

/** A word that appears in one lesson of one course only (Modern JavaScript, "Objects..."). */
const LESSON_ONLY_WORD = 'nullish';

describe('catalogue and reader', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a visitor searches a lesson word, opens the course, runs JavaScript and meets the lock', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();

    await page.goto('/explore');
    await page.getByTestId('explore-search').fill(LESSON_ONLY_WORD);
    const result = page.getByTestId('instant-result');
    await result.first().waitFor();
    expect(await result.count()).toBe(1);
    expect(await result.textContent()).toContain('Modern JavaScript');
    expect(await result.textContent()).toContain('Objects, destructuring and spread');
    await result.click();
    await page.waitForURL('**/courses/modern-javascript');
    expect(await page.getByTestId('course-title').textContent()).toContain('Modern JavaScript');
    expect(await page.title()).toContain('Modern JavaScript');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/\/courses\/modern-javascript$/);

    await page.getByTestId('start-course').click();
    await page.waitForURL('**/courses/modern-javascript/values-and-variables');
    const runJs = page.getByTestId('runjs-first-run');
    await runJs.getByTestId('runjs-run').click();
    const output = runJs.getByTestId('runjs-output');
    await expect.poll(() => output.textContent()).toContain('JavaScript was created in 1995.');
    expect(await output.textContent()).toContain('string number');

    // Edit the code and run it again: the sandbox runs what is in the editor.
    await runJs.getByTestId('runjs-code').fill('console.log([1, 2, 3].map((n) => n * 2).join("-"));');
    await runJs.getByTestId('runjs-run').click();
    await expect.poll(() => output.textContent()).toBe('2-4-6');
    await page.screenshot({ path: artifactPath('catalogue-lesson-runjs.png'), fullPage: false });

    // The second lesson of a priced course is locked for visitors: a prompt, not a blank page.
    await page.getByTestId('next-lesson').click();
    await page.waitForURL('**/courses/modern-javascript/functions-and-closures');
    const lock = page.getByTestId('lesson-lock');
    await lock.waitFor();
    // It says what opens it (buying or subscribing), not "sign up free"; logging in stays on offer.
    expect(await lock.getAttribute('data-reason')).toBe('purchase_or_subscription');
    expect(await page.getByTestId('lesson-lock-message').textContent()).toContain(
      'Buy the course or subscribe',
    );
    expect(await lock.getByRole('button', { name: 'Log in' }).isVisible()).toBe(true);
    expect(await lock.getByText('Sign up free').count()).toBe(0);
    await page.screenshot({ path: artifactPath('catalogue-lesson-locked.png'), fullPage: false });
    await context.close();
  });

  it('a seeded subscriber reads through a course, completes its lessons and sees the percent', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    const login = await page.request.post('/api/user/login', {
      data: { email: 'subscriber@example.com', password: 'learnbox-demo' },
    });
    expect(login.status(), await login.text()).toBe(200);

    await page.goto('/courses/bash-essentials');
    expect(await page.getByTestId('access-state').textContent()).toBe('Included in your subscription');
    await page.getByTestId('start-course').click();
    await page.waitForURL('**/courses/bash-essentials/variables-and-echo');
    for (let lesson = 1; lesson <= 6; lesson++) {
      await page.getByTestId('lesson-title').waitFor();
      await page.getByTestId('mark-complete').click();
      await expect.poll(() => page.getByTestId('mark-complete').getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByTestId('course-percent').textContent()).toContain(
        `${Math.floor((lesson * 100) / 6)}%`,
      );
      if (lesson < 6) {
        const url = page.url();
        await page.getByTestId('next-lesson').click();
        await page.waitForURL((next) => next.href !== url);
      }
    }

    await page.goto('/mycourses');
    const course = page.locator('[data-testid="my-course"][data-slug="bash-essentials"]');
    await course.waitFor();
    expect(await course.getByTestId('progress-percent').textContent()).toBe('100%');
    await page.screenshot({ path: artifactPath('catalogue-mycourses.png'), fullPage: true });
    await context.close();
  });

  it('serves sitemap.xml and robots.txt', async () => {
    const context = await newContext(browser);
    const sitemap = await context.request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain('/courses/python-basics/hello-python');
    expect(xml).toContain('/answers/git-stash');
    const robots = await (await context.request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
    await context.close();
  });
});
