import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, newContext } from '../support/browser';
import { logIn } from '../support/session';

const PHONE = { width: 390, height: 844 };
/** Header and promotional banner together: under 15% of the phone's height. */
const MAX_CHROME_HEIGHT = 127;
/** The lesson's title starts within the first fifth of the screen. */
const MAX_TITLE_TOP = PHONE.height * 0.2;
const LESSON = '/courses/python-basics/numbers-and-variables';

async function box(page: Page, testId: string) {
  const found = await page.getByTestId(testId).boundingBox();
  if (!found) throw new Error(`${testId} is not on the page`);
  return found;
}

/** What a phone shows first: header and banner heights, and where the lesson's title starts. */
async function firstScreen(page: Page) {
  // The banner's box has its final height from the server; its text fills in from the api.
  await page.getByTestId('promo-banner-text').waitFor();
  const header = await box(page, 'site-header');
  const banner = await box(page, 'promo-banner');
  const title = await box(page, 'lesson-title');
  return { chrome: header.height + banner.height, titleTop: title.y };
}

describe('a lesson on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('starts with the lesson: a short header and banner, the outline behind a button under it', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto(LESSON);
    const { chrome, titleTop } = await firstScreen(page);
    await page.screenshot({ path: artifactPath('mobile-lesson.png') });
    expect(chrome).toBeLessThan(MAX_CHROME_HEIGHT);
    expect(titleTop).toBeLessThan(MAX_TITLE_TOP);

    // The list of lessons waits behind "Course outline", which comes after the lesson.
    const outline = page.getByTestId('course-outline');
    const toggle = page.getByTestId('outline-toggle');
    expect(await outline.isVisible()).toBe(false);
    expect(await toggle.textContent()).toBe('Course outline');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect((await box(page, 'outline-toggle')).y).toBeGreaterThan(titleTop);
    await toggle.click();
    expect(await outline.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await outline.locator('[aria-current="page"]').textContent()).toContain('Numbers and variables');
    await page.screenshot({ path: artifactPath('mobile-lesson-outline-open.png'), fullPage: true });

    // The main links are behind the Menu button, and a link closes the menu again.
    const explore = page.getByTestId('nav-explore');
    const menu = page.getByTestId('nav-menu-toggle');
    expect(await explore.isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await explore.click();
    await page.waitForURL('**/explore');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(await explore.isVisible()).toBe(false);
    await context.close();
  });

  it('signed in, the header with the user menu is as short', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/');
    // Acme's member reads through a seat; the demo subscriber's progress is another journey's.
    await logIn(page, 'member@example.com');
    await page.goto('/courses/bash-essentials/loops');
    await page.getByTestId('header-user-menu').waitFor();
    const { chrome, titleTop } = await firstScreen(page);
    await page.screenshot({ path: artifactPath('mobile-lesson-subscriber.png') });
    expect(chrome).toBeLessThan(MAX_CHROME_HEIGHT);
    expect(titleTop).toBeLessThan(MAX_TITLE_TOP);
    expect(await page.getByTestId('course-outline').isVisible()).toBe(false);
    await context.close();
  });

  it('on a desktop the outline stays beside the lesson and the links in the header', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(LESSON);
    const outline = page.getByTestId('course-outline');
    await outline.waitFor();
    expect(await outline.isVisible()).toBe(true);
    expect(await page.getByTestId('outline-toggle').isVisible()).toBe(false);
    expect(await page.getByTestId('nav-menu-toggle').isVisible()).toBe(false);
    expect(await page.getByTestId('nav-explore').isVisible()).toBe(true);
    // Beside, not under: the outline's column is left of the lesson and starts level with it.
    const outlineBox = await page.getByRole('complementary', { name: 'Course outline' }).boundingBox();
    const title = await box(page, 'lesson-title');
    expect(outlineBox?.x).toBeLessThan(title.x);
    expect(outlineBox?.y).toBeLessThan(title.y + title.height);
    await page.getByTestId('promo-banner-text').waitFor();
    await page.screenshot({ path: artifactPath('desktop-lesson.png') });
    await context.close();
  });
});
