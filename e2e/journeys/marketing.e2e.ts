import { CAPABILITIES } from '@learnbox/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, collectCspViolations, launchBrowser, newContext } from '../support/browser';
import { answerOnboarding, leaveEmail, openEmailPopup } from '../support/growth';
import { logIn } from '../support/session';

/** What the seeded interview pages may not promise while it is not built (packages/domain CAPABILITIES). */
const NOT_BUILT = [
  ...(CAPABILITIES.mockInterviews ? [] : ['mock interview']),
  ...(CAPABILITIES.aiCoach ? [] : ['ai coach']),
];

describe('marketing pages and the remaining modals', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a visitor lands on /m/learn-to-code, leaves an e-mail in the call to action and sees the success modal', async () => {
    const context = await newContext(browser);
    const violations = collectCspViolations(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const response = await page.goto('/m/learn-to-code?utm_source=journey');
    expect(response?.status()).toBe(200);
    // Server-rendered with its own metadata.
    expect(await page.title()).toContain('Learn to code in your browser');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/m\/learn-to-code$/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(
      'Interactive courses',
    );
    expect(await page.getByTestId('marketing-block').count()).toBeGreaterThanOrEqual(3);

    const popup = await openEmailPopup(page);
    // A bad address gets the api's sentence, and nothing is saved.
    await popup.getByLabel('E-mail').fill('not-an-address');
    await popup.getByTestId('marketing-email-submit').click();
    await expect.poll(() => popup.textContent()).toContain('Enter a valid e-mail address.');
    const email = `journey-${Date.now()}@example.org`;
    const success = await leaveEmail(page, popup, email);
    expect(await success.textContent()).toContain('We saved your e-mail');
    await page.screenshot({ path: artifactPath('marketing-email-captured.png') });
    await page.keyboard.press('Escape');
    await expect.poll(() => success.count()).toBe(0);

    // The form in the page's content blocks checks answers against its fields, then stores them.
    const form = page.getByTestId('marketing-form-course-advice').first();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.textContent()).toContain('Fill in Your name.');
    await form.getByLabel('Your name').fill('Journey Visitor');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Your goal').selectOption('Interview practice');
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('marketing-form-sent').first().waitFor();

    // Staff see the address on /staff/marketing.
    await logIn(page, 'staff@learnbox.dev');
    await page.goto('/staff/marketing');
    await expect.poll(() => page.getByTestId('marketing-captures').textContent()).toContain(email);
    // With where the visitor came from: the landing's UTM source, sent by readAttribution().
    const captureRow = page.getByTestId('marketing-captures').getByRole('row').filter({ hasText: email });
    expect(await captureRow.getByTestId('marketing-capture-source').textContent()).toBe('utm:journey');
    await expect
      .poll(() => page.getByTestId('marketing-submissions').textContent())
      .toContain('Journey Visitor');

    // Staff make a page: a draft (404 for visitors) until its settings say public.
    const slug = `journey-${Date.now()}`;
    const create = page.getByTestId('marketing-new-page');
    await create.getByLabel('Slug (the page is /m/slug)').fill(slug);
    await create.getByLabel('Title').fill('Journey page');
    await create.getByRole('button', { name: 'Create the page' }).click();
    const json = page.getByTestId('marketing-settings-json');
    await expect.poll(() => json.inputValue()).toContain('"Journey page"');
    expect((await page.request.get(`/m/${slug}`)).status()).toBe(404);
    const settings = JSON.parse(await json.inputValue());
    await json.fill(
      JSON.stringify({ ...settings, visibility: 'public', summary: 'Made in the staff editor.' }),
    );
    await page.getByTestId('marketing-settings-save').click();
    await expect.poll(() => page.getByTestId('marketing-settings-form').textContent()).toContain('Saved.');
    await page.goto(`/m/${slug}`);
    await page.getByTestId('marketing-page').waitFor();
    expect(await page.locator('main h1').textContent()).toBe('Journey page');
    expect(await page.locator('main').textContent()).toContain('Made in the staff editor.');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('every acquisition path serves its page, and the interview pages promise only what is built', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    for (const path of [
      '/trial',
      '/interview-prep',
      '/upskill',
      '/become-a-developer',
      '/grow-my-skillset',
      '/prepare-for-interview',
      '/learn',
      '/individual-learner',
      '/github-students',
      '/refer-a-friend',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await page.getByTestId('marketing-page').waitFor();
      const text = ((await page.locator('main').textContent()) ?? '').toLowerCase();
      for (const promise of NOT_BUILT) expect(text, path).not.toContain(promise);
    }
    expect((await page.goto('/m/no-such-page'))?.status()).toBe(404);
    await context.close();
  });

  it('the onboarding questionnaire recommends a path and marks onboarding done', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await logIn(page, 'learner@example.com');
    await page.goto('/mycourses');
    await page.getByTestId('open-onboarding').click();
    const modal = page.getByTestId('modal-OnboardingModal');
    await modal.waitFor();
    const recommendation = await answerOnboarding(modal, {
      goal: 'start_career',
      experience: 'new',
      language: 'any',
    });
    expect(await recommendation.getAttribute('data-slug')).toBe('become-a-software-developer');
    expect(await recommendation.textContent()).toBe('Become a Software Developer');
    const info = await page.request.get('/api/user/info');
    expect((await info.json()).workflow_onboarding.is_onboarding_completed).toBe(true);
    await page.keyboard.press('Escape');

    // CreateWorkflowItemModal: a task linked to a course, listed on /mycourses.
    await page.getByTestId('open-workflow-item').click();
    const task = page.getByTestId('modal-CreateWorkflowItemModal');
    await task.getByLabel('Task').fill('Finish the loops lesson');
    await task.getByLabel('Due date').fill('2030-01-15');
    await task.getByTestId('workflow-item-course').selectOption('python-basics');
    await task.getByTestId('workflow-item-submit').click();
    await task.getByTestId('workflow-item-created').waitFor();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.getByTestId('workflow-items').textContent())
      .toContain('Finish the loops lesson');
    await context.close();
  });

  it('a visitor answers the questionnaire on /onboarding: a recommendation, and the answers as an event', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    expect((await page.goto('/onboarding'))?.status()).toBe(200);
    const form = page.getByTestId('onboarding-page');
    const sent = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/events') && (request.postData() ?? '').includes('onboarding_completed'),
    );
    const recommendation = await answerOnboarding(form, {
      goal: 'start_career',
      experience: 'new',
      language: 'any',
    });
    expect(await recommendation.getAttribute('data-slug')).toBe('become-a-software-developer');
    const event = JSON.parse((await sent).postData() ?? '[]')[0];
    expect(JSON.parse(event.event_data)).toEqual({
      goal: 'start_career',
      experience: 'new',
      language: 'any',
      recommended: 'become-a-software-developer',
    });
    expect((await (await sent).response())?.status()).toBe(200);
    expect(await form.textContent()).toContain('Sign up to keep your progress');
    await context.close();
  });

  it('a logged-out visitor is offered an account once, after the third code run', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto('/courses/python-basics/hello-python');
    const widget = page.getByTestId('code-first-program');
    await widget.locator('[data-testid="code-editor"][data-editor-ready="true"]').waitFor();
    const offer = page.getByTestId('modal-CodeWidgetSignupModal');
    // Each run prints its own number, so the wait is for that run's answer, not the last one's.
    const runPrinting = async (n: number) => {
      await widget.locator('.cm-content').click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Delete');
      await page.keyboard.insertText(`print(${n})`);
      await widget.getByTestId('code-run').click();
      await expect
        .poll(() => widget.getByTestId('code-stdout').textContent(), { timeout: 30_000 })
        .toBe(`${n}\n`);
    };
    await runPrinting(1);
    await runPrinting(2);
    expect(await offer.count()).toBe(0);
    await runPrinting(3);
    await offer.waitFor();
    expect(await offer.getByTestId('code-widget-signup-button').textContent()).toBe('Sign up free');
    await page.keyboard.press('Escape');
    await expect.poll(() => offer.count()).toBe(0);
    // Once per session: the fourth run is not interrupted.
    await runPrinting(4);
    expect(await offer.count()).toBe(0);
    await context.close();
  });
});
