import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, newContext } from '../support/browser';

describe('app shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('visits home, explore and plans, and switches the theme', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();

    await page.goto('/');
    expect(await page.title()).toContain('Learnbox');
    await page.getByTestId('nav-explore').click();
    await page.waitForURL('**/explore');
    expect(await page.locator('h1').textContent()).toBeTruthy();
    await page.getByTestId('nav-plans').click();
    await page.waitForURL('**/unlimited');
    await expect.poll(() => page.getByTestId('nav-plans').getAttribute('aria-current')).toBe('page');

    const favicon = page.locator('link#favicon');
    for (const scheme of ['dark', 'light'] as const) {
      await page.getByTestId('theme-select').selectOption(scheme);
      await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe(scheme);
      expect(await favicon.getAttribute('data-scheme')).toBe(scheme);
      expect(await favicon.getAttribute('href')).toBe(`/favicon-${scheme}.svg`);
      const cookies = await context.cookies();
      const theme = cookies.find((cookie) => cookie.name === 'theme');
      expect(theme?.value).toBe(scheme);
      // One year, as the spec says; allow a minute of clock between the write and this read.
      expect(Math.abs((theme?.expires ?? 0) - (Date.now() / 1000 + 31536000))).toBeLessThan(60);
    }

    // The server paints the stored theme on first load: no flash of the wrong one.
    await page.getByTestId('theme-select').selectOption('dark');
    const response = await page.request.get('/unlimited');
    expect(await response.text()).toMatch(/<html[^>]*class="[^"]*dark/);

    await page.screenshot({ path: artifactPath('app-shell-unlimited-dark.png'), fullPage: true });
    await context.close();
  });

  it('answers an unknown path with the 404 page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await context.close();
  });

  it('replaces the page for an automated browser after 5 seconds when the guard is on', async () => {
    const context = await newContext(browser, { botGuard: true });
    const page = await context.newPage();
    await page.goto('/explore');
    const started = Date.now();
    const message = page.getByTestId('bot-guard-message');
    await message.waitFor({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_000);
    expect(await message.textContent()).toBe('Something went wrong!');
    await context.close();
  });
});
