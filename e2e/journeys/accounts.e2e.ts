import { parseSsoResultCookie, SSO_RESULT_COOKIE } from '@learnbox/domain';
import { startTestIssuer, type TestIssuer } from '@learnbox/testing/oidc-issuer';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactPath, launchBrowser, newContext } from '../support/browser';
import { totpCode } from '../support/totp';

const PASSWORD = 'journey password 1';
const NEW_PASSWORD = 'journey password 2';

/** The newest link of a kind of mail to an address, read from /dev/mailbox like a person would. */
async function openMailLink(page: Page, to: string, kind: string): Promise<void> {
  await page.goto('/dev/mailbox');
  const message = page.locator(`[data-testid="mail-message"][data-to="${to}"][data-kind="${kind}"]`).first();
  await message.waitFor({ timeout: 15_000 });
  await message.getByTestId('mail-link').first().click();
}

async function logInWithModal(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('header-login').click();
  const modal = page.getByTestId('modal-Login');
  await modal.getByTestId('login-email').fill(email);
  await modal.getByTestId('login-password').fill(password);
  await modal.getByTestId('login-submit').click();
}

async function logOut(page: Page): Promise<void> {
  await page.getByTestId('header-user-menu').click();
  await page.getByTestId('header-logout').click();
  await page.getByTestId('header-login').waitFor();
}

describe('accounts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('signs up, verifies, logs in with an authenticator code, recovers the password, and follows a logout in another tab', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = `journey-${Date.now()}@example.com`;

    // Sign up in the modal: logged in at once, the banner asks to verify.
    await page.goto('/explore');
    await page.getByTestId('header-signup').click();
    const signup = page.getByTestId('modal-Signup');
    await signup.getByTestId('signup-name').fill('Journey Learner');
    await signup.getByTestId('signup-email').fill(email);
    await signup.getByTestId('signup-password').fill('short');
    await signup.getByTestId('signup-submit').click();
    // A field error from the api, next to its field.
    expect(await signup.getByTestId('field-error-password').textContent()).toContain('at least 8');
    await signup.getByTestId('signup-password').fill(PASSWORD);
    await signup.getByTestId('signup-submit').click();
    await page.getByTestId('header-user-menu').waitFor();
    await page.getByTestId('verification-banner').waitFor();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'logged_in')).toMatchObject({
      value: 'true',
      httpOnly: false,
      sameSite: 'Lax',
    });
    expect(cookies.find((cookie) => cookie.name === 'learnbox.session_token')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    await page.screenshot({ path: artifactPath('accounts-1-signed-up.png') });

    // The banner's 'Resend Email' works; then verify with the mailed link.
    await page.getByTestId('verification-resend').click();
    await page.getByTestId('verification-banner-result').waitFor();
    await openMailLink(page, email, 'verify-email');
    await page.getByTestId('verify-email-done').waitFor();
    await page.goto('/');
    await page.getByTestId('header-user-menu').waitFor();
    expect(await page.getByTestId('verification-banner').count()).toBe(0);

    // Log out, log back in with the password.
    await logOut(page);
    await page.waitForURL((url) => url.pathname === '/');
    expect((await context.cookies()).some((cookie) => cookie.name === 'logged_in')).toBe(false);
    await logInWithModal(page, email, PASSWORD);
    await page.getByTestId('header-user-menu').waitFor();

    // Turn on the authenticator app: QR code and key, then the first code.
    await page.goto('/settings/security');
    await page.getByTestId('two-factor-app-toggle').click();
    await page.getByTestId('two-factor-password').fill(PASSWORD);
    await page.getByTestId('two-factor-password-submit').click();
    await page.getByTestId('totp-qr').waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.screenshot({ path: artifactPath('accounts-2-authenticator.png') });
    await page.getByTestId('totp-code').fill(totpCode(secret));
    await page.getByTestId('totp-confirm').click();
    await expect.poll(() => page.getByTestId('two-factor-app-toggle').getAttribute('data-on')).toBe('true');

    // Log out from an account page: to /login. Log in with password, then the app's code.
    await logOut(page);
    await page.waitForURL(/\/login$/);
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-two-factor-prompt').waitFor();
    await page.getByTestId('login-code').fill(totpCode(secret));
    await page.getByTestId('login-submit').click();
    await page.getByTestId('header-user-menu').waitFor();

    // Forgot the password: the mailed link sets a new one; the second factor is still asked.
    await logOut(page);
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-forgot').click();
    const recover = page.getByTestId('modal-Recover');
    await recover.getByTestId('recover-email').fill(email);
    await recover.getByTestId('recover-submit').click();
    await recover.getByTestId('recover-done').waitFor();
    await openMailLink(page, email, 'reset-password');
    await page.getByTestId('set-password-password').fill(NEW_PASSWORD);
    await page.getByTestId('set-password-submit').click();
    const secondFactor = page.getByTestId('set-password-second-factor');
    await secondFactor.waitFor();
    await secondFactor.getByTestId('login-email').fill(email);
    await secondFactor.getByTestId('login-password').fill(NEW_PASSWORD);
    await secondFactor.getByTestId('login-submit').click();
    await secondFactor.getByTestId('login-code').fill(totpCode(secret));
    await secondFactor.getByTestId('login-submit').click();
    await page.getByTestId('header-user-menu').waitFor();

    // A logout in another tab sends this one to /login?returnUrl=<its path>.
    await page.goto('/explore?tag=python');
    await page.getByTestId('header-user-menu').waitFor();
    const other = await context.newPage();
    await other.goto('/unlimited');
    await logOut(other);
    await page.waitForURL(/\/login\?returnUrl=/);
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/explore?tag=python');
    await page.getByTestId('login-return-url').waitFor();
    await page.screenshot({ path: artifactPath('accounts-3-cross-tab-logout.png') });
    await context.close();
  });
});

describe('the embedded captcha, solved in Chromium (no bypass token)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** Submits the login modal and returns what the form sent and how long the solve took. */
  async function submitLogin(page: Page, email: string, password: string) {
    const challengeSeen = page.waitForResponse((response) =>
      response.url().includes('/api/captcha/challenge'),
    );
    const loginSent = page.waitForRequest((request) => request.url().endsWith('/api/user/login'));
    const modal = page.getByTestId('modal-Login');
    await modal.getByTestId('login-email').fill(email);
    await modal.getByTestId('login-password').fill(password);
    await modal.getByTestId('login-submit').click();
    await challengeSeen;
    const challengeAt = Date.now();
    const request = await loginSent;
    const solveMs = Date.now() - challengeAt;
    const body = request.postDataJSON() as { captcha_token?: string; bypass_token?: string };
    const response = await request.response();
    return { body, solveMs, status: response?.status() };
  }

  it('logs in with a proof of work found by the browser, and a harder one after failed logins', async () => {
    // The account is made elsewhere (with the bypass token), so this browser starts logged out.
    const email = `captcha-${Date.now()}@example.com`;
    const setup = await newContext(browser);
    const signup = await setup.request.post('/api/user/signup', {
      data: {
        full_name: 'Captcha Journey',
        email,
        password: PASSWORD,
        tokens: { bypass_token: inject('captchaBypassToken') },
      },
    });
    expect(signup.status(), await signup.text()).toBe(200);
    await setup.close();
    const context = await newContext(browser);
    const page = await context.newPage();
    // The solve runs in a Web Worker, not on the page's main thread.
    let workers = 0;
    page.on('worker', () => {
      workers += 1;
    });
    await page.goto('/');
    await page.getByTestId('header-login').click();

    // Wrong passwords: each one still carries a fresh, solved challenge of the normal level.
    for (let i = 0; i < 5; i += 1) {
      const wrong = await submitLogin(page, email, `not the password ${i}`);
      expect(wrong.status).toBe(401);
      expect(wrong.body.bypass_token).toBeUndefined();
      const payload = JSON.parse(Buffer.from(wrong.body.captcha_token ?? '', 'base64').toString('utf8'));
      expect(payload.challenge.parameters.data).toEqual({ level: 'normal' });
      expect(payload.solution.counter).toBeGreaterThan(0);
      console.log(`captcha journey: normal solve ${wrong.solveMs} ms (challenge to login request)`);
    }

    // The account now asks for the escalated challenge: the form fetches it and gets in.
    const right = await submitLogin(page, email, PASSWORD);
    expect(right.status).toBe(200);
    const payload = JSON.parse(Buffer.from(right.body.captcha_token ?? '', 'base64').toString('utf8'));
    expect(payload.challenge.parameters.data).toEqual({ level: 'escalated' });
    console.log(`captcha journey: escalated solve ${right.solveMs} ms (challenge to login request)`);
    expect(workers).toBeGreaterThanOrEqual(6);
    await page.getByTestId('header-user-menu').waitFor();
    await page.screenshot({ path: artifactPath('accounts-4-captcha-login.png') });
    await context.close();
  });
});

describe('single sign-on against a real OpenID provider', () => {
  let browser: Browser;
  let issuer: TestIssuer;
  let context: BrowserContext;
  beforeAll(async () => {
    const { port, clientId, clientSecret } = inject('oidcIssuer');
    issuer = await startTestIssuer({
      port,
      clientId,
      clientSecret,
      redirectUri: `${inject('webUrl')}/api/auth/callback/oidc`,
      tokenEndpointAuthMethod: 'client_secret_post',
    });
    browser = await launchBrowser();
    context = await newContext(browser);
    // The provider's pages link a web font; there is no internet here.
    await context.route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.abort());
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await issuer?.close();
  });

  /** Runs one SSO round trip and returns the result cookie the api set on the way back. */
  async function signOn(page: Page, operation: 'signup' | 'login', login: string) {
    const resultResponse = page.waitForResponse((response) =>
      response.url().includes('/api/user/sso-result'),
    );
    await page.goto(`/authorize/oidc-sso?operation=${operation}&page_uri=%2Fexplore&page_name=Explore`);
    // The provider's own login and consent pages (skipped when its session remembers us).
    const loginField = page.locator('input[name="login"]');
    const consent = page.getByRole('button', { name: 'Continue' });
    if (await loginField.isVisible().catch(() => false)) {
      await loginField.fill(login);
      await page.locator('input[name="password"]').fill('any password');
      await page.getByRole('button', { name: 'Sign-in' }).click();
    }
    if (
      await consent.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      await consent.click();
    const response = await resultResponse;
    const setCookie = (await response.allHeaders())['set-cookie'] ?? '';
    const raw = setCookie
      .split('\n')
      .find((line) => line.startsWith(`${SSO_RESULT_COOKIE}=`))
      ?.split(';')[0]
      ?.slice(SSO_RESULT_COOKIE.length + 1);
    await page.waitForURL(/\/explore$/);
    return parseSsoResultCookie(raw);
  }

  it('signs up and then logs in through the provider, with the result cookie read once and cleared', async () => {
    const page = await context.newPage();
    const login = `sso-${Date.now()}@sso.example`;

    expect(await signOn(page, 'signup', login)).toEqual({
      provider: 'oidc',
      operation: 'signup',
      status: 'success',
      details: ['new'],
    });
    await page.getByTestId('header-user-menu').waitFor();
    expect(await page.getByTestId('sso-result').getAttribute('data-status')).toBe('success');
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === SSO_RESULT_COOKIE))
      .toBe(false);
    expect(await page.getByTestId('header-user-name').textContent()).toBe('Sso User');
    await page.screenshot({ path: artifactPath('accounts-4-sso-signup.png') });

    await logOut(page);
    expect(await signOn(page, 'login', login)).toEqual({
      provider: 'oidc',
      operation: 'login',
      status: 'success',
      details: ['existing'],
    });
    await page.getByTestId('header-user-menu').waitFor();

    // The SingleSignOn modal finds the provider from the work e-mail's domain.
    await logOut(page);
    await page.goto('/explore?modal=SingleSignOn');
    await page.getByTestId('sso-email').fill(login);
    const resultResponse = page.waitForResponse((response) =>
      response.url().includes('/api/user/sso-result'),
    );
    await page.getByTestId('sso-submit').click();
    await resultResponse;
    await page.getByTestId('header-user-menu').waitFor();
  });
});
