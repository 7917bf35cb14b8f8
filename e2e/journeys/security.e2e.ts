import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactPath, collectCspViolations, launchBrowser, newContext } from '../support/browser';

/**
 * Issue 10: every redirect stays on the site (one rule, @learnbox/domain safeReturnPath), and
 * web, api and runner send security headers; the web's Content-Security-Policy runs only its own
 * nonced scripts.
 */

const EMAIL = 'learner@example.com';
const PASSWORD = 'learnbox-demo';

/** returnUrl values as an attacker writes them into a link (raw, not re-encoded). */
const OFF_SITE_RETURN_URLS = [
  '//evil.example',
  '/%09/evil.example',
  '/\\evil.example',
  'https://evil.example',
  '/%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  '%20//evil.example',
];

async function logInOnLoginPage(page: Page): Promise<void> {
  await page.getByTestId('login-email').fill(EMAIL);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('header-user-menu').waitFor();
}

describe('login returnUrl', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(OFF_SITE_RETURN_URLS)(
    'logging in from /login?returnUrl=%s stays on the site',
    async (returnUrl) => {
      const context = await newContext(browser);
      const offSite: string[] = [];
      await context.route(
        (url) => url.hostname.endsWith('evil.example'),
        (route) => {
          offSite.push(route.request().url());
          return route.abort();
        },
      );
      const page = await context.newPage();
      await page.goto(`/login?returnUrl=${returnUrl}`);
      // The page does not even promise to go there.
      await page.getByTestId('login-form').waitFor();
      expect(await page.getByTestId('login-return-url').count()).toBe(0);
      await logInOnLoginPage(page);
      await page.waitForURL((url) => url.pathname === '/');
      expect(new URL(page.url()).origin).toBe(inject('webUrl'));
      expect(offSite).toEqual([]);
      await context.close();
    },
  );

  it('a returnUrl on the site is still honoured', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`/login?returnUrl=${encodeURIComponent('/explore?tag=python')}`);
    await page.getByTestId('login-return-url').waitFor();
    await logInOnLoginPage(page);
    await page.waitForURL((url) => url.pathname === '/explore' && url.searchParams.get('tag') === 'python');
    await context.close();
  });
});

describe('security headers and the Content-Security-Policy', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('pages carry a nonce policy their own scripts satisfy, and an injected script is refused', async () => {
    const context = await newContext(browser);
    const violations = collectCspViolations(context);
    const page = await context.newPage();
    for (const path of ['/', '/explore', '/courses/python-basics/hello-python']) {
      const response = await page.goto(path);
      const headers = response?.headers() ?? {};
      const policy = headers['content-security-policy'] ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, `${path}: ${policy}`).toBeTruthy();
      for (const directive of [
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
        `connect-src 'self' ${inject('runnerUrl')}`,
      ])
        expect(policy).toContain(directive);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      // http here: no HSTS (it is sent when PUBLIC_WEB_ORIGIN is https).
      expect(headers['strict-transport-security']).toBeUndefined();
      // Hydrated: the nonced Next.js scripts ran (the header's menu button is interactive).
      await page.getByTestId('header-login').waitFor();
    }
    // A fresh nonce per response.
    const first = (await page.goto('/'))?.headers()['content-security-policy'];
    const second = (await page.goto('/'))?.headers()['content-security-policy'];
    expect(first).not.toBe(second);
    expect(violations).toEqual([]);

    // Markup that slips into a page (as lesson or answer HTML would) cannot run script.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img src="/favicon-light.svg" onload="window.__injected = true" alt="">',
      );
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations[0]).toMatch(/inline event handler/);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    await page.screenshot({ path: artifactPath('security-headers-home.png') });
    await context.close();
  });

  it('the api and the runner answer JSON with a strict policy and the same headers', async () => {
    const context = await newContext(browser);
    for (const url of [
      `${inject('apiUrl')}/api/health`,
      `${inject('webUrl')}/api/health`,
      `${inject('runnerUrl')}/health`,
    ]) {
      const response = await context.request.get(url);
      const headers = response.headers();
      expect(headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], url).toContain('microphone=()');
    }
    await context.close();
  });
});
