import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, newContext } from '../support/browser';

/** A word that appears only in the text of one shot ("What is the two-pointer technique?"). */
const SHOT_ONLY_WORD = 'palindromes';
const SHOT_TITLE = 'What is the two-pointer technique?';
/**
 * 15 of the 16 seeded shots are published; /answers shows 12 a page. The studio journeys publish
 * shots of their own into the same stack, so the page is checked against the api's count.
 */
const SEEDED_PUBLISHED_SHOTS = 15;

describe('answers (shots)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a visitor searches /explore for a word only a shot has, and opens the shot', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();

    await page.goto('/explore');
    await page.getByTestId('explore-search').fill(SHOT_ONLY_WORD);
    const instant = page.getByTestId('instant-result');
    await instant.first().waitFor();
    expect(await instant.count()).toBe(1);
    expect(await instant.textContent()).toContain(SHOT_TITLE);
    expect(await instant.textContent()).toContain('Answer');

    // The full results page: the shot is a card of its own, marked as an answer.
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`**/explore?q=${SHOT_ONLY_WORD}`);
    expect(await page.getByTestId('explore-count').textContent()).toContain('1 result');
    const card = page.getByTestId('shot-card');
    expect(await card.count()).toBe(1);
    expect(await card.getByTestId('shot-badge').textContent()).toBe('Answer');
    expect(await card.textContent()).toContain('algorithms');
    await page.screenshot({ path: artifactPath('answers-explore-search.png'), fullPage: false });

    await card.getByRole('link', { name: SHOT_TITLE }).click();
    await page.waitForURL('**/answers/two-pointer-technique');
    expect(await page.locator('h1').textContent()).toBe(SHOT_TITLE);
    expect(await page.textContent('article')).toContain(SHOT_ONLY_WORD);
    await context.close();
  });

  it('a visitor browses /answers, pages, filters by a tag and opens a shot', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();

    const listed = await page.request.get('/api/edpresso/shots?page_size=1');
    const published = (await listed.json()).total as number;
    expect(published).toBeGreaterThanOrEqual(SEEDED_PUBLISHED_SHOTS);
    await page.goto('/answers');
    expect(await page.title()).toContain('Answers');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/answers$/);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.getByTestId('answers-count').textContent()).toBe(`${published} answers`);
    expect(await page.getByTestId('shot-card').count()).toBe(12);
    expect(await page.locator('[data-slug="git-worktrees"]').count()).toBe(0);

    await page.getByTestId('next-page').click();
    await page.waitForURL('**/answers?page=2');
    await expect.poll(() => page.getByTestId('shot-card').count()).toBe(Math.min(12, published - 12));
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/answers\?page=2$/);

    await page
      .getByRole('navigation', { name: 'Topics' })
      .getByRole('link', { name: /^git\b/ })
      .click();
    await page.waitForURL('**/answers?tag=git');
    expect(await page.getByTestId('answers-count').textContent()).toBe('4 answers about git');
    expect(await page.locator('h1').textContent()).toBe('Answers about git');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/answers\?tag=git$/);
    const cards = page.getByTestId('shot-card');
    expect(await cards.count()).toBe(4);
    for (const text of await cards.allTextContents()) expect(text).toContain('git');
    await page.screenshot({ path: artifactPath('answers-by-tag.png'), fullPage: true });

    await page.getByRole('link', { name: 'How do I save unfinished work with git stash?' }).click();
    await page.waitForURL('**/answers/git-stash');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Answers' }).click();
    await page.waitForURL(/\/answers$/);
    await context.close();
  });

  it('lists /answers in sitemap.xml', async () => {
    const context = await newContext(browser);
    const xml = await (await context.request.get('/sitemap.xml')).text();
    expect(xml).toMatch(/<loc>[^<]*\/answers<\/loc>/);
    expect(xml).not.toContain('/answers/git-worktrees');
    await context.close();
  });
});
