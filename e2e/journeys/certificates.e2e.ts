import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactPath, launchBrowser, newContext } from '../support/browser';
import { freshSubscriber } from '../support/session';

const COURSE = {
  id: 'crs-python-basics',
  slug: 'python-basics',
  title: 'Python Basics: Your First Real Programs',
};

async function lessonSlugs(page: Page): Promise<{ id: string; slug: string }[]> {
  const res = await page.request.get(`/api/collection/${COURSE.slug}`);
  expect(res.status()).toBe(200);
  const course = await res.json();
  return course.modules.flatMap((module: { lessons: { id: string; slug: string }[] }) => module.lessons);
}

describe('certificates', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a subscriber completes a short course, gets and downloads its certificate, whose page opens logged out', async () => {
    const { context, page } = await freshSubscriber(browser);
    for (const lesson of await lessonSlugs(page)) {
      await page.goto(`/courses/${COURSE.slug}/${lesson.slug}`);
      await page.getByTestId('mark-complete').click();
      await page.getByRole('button', { name: '✓ Completed' }).waitFor();
    }
    await page.goto(`/courses/${COURSE.slug}`);
    await page.getByTestId('get-certificate').click();
    await page.getByTestId('view-certificate').waitFor();

    await page.goto('/certificates');
    const card = page.getByTestId('my-certificate');
    await card.waitFor();
    expect(await card.textContent()).toContain(COURSE.title);
    expect(await page.getByTestId('add-to-linkedin').getAttribute('href')).toContain(
      'linkedin.com/profile/add?startTask=CERTIFICATION_NAME',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-pdf').click(),
    ]);
    const file = artifactPath('certificate.pdf');
    await download.saveAs(file);
    const pdf = await readFile(file);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.screenshot({ path: artifactPath('certificates-mine.png') });
    const id = await card.getAttribute('data-id');
    await context.close();

    const visitor = await newContext(browser);
    const anonymous = await visitor.newPage();
    await anonymous.goto(`/certificates/${id}`);
    expect(await anonymous.getByTestId('certificate-holder').textContent()).toBe('Journey Subscriber');
    expect(await anonymous.getByTestId('certificate-item').textContent()).toBe(COURSE.title);
    expect(await anonymous.getByTestId('certificate-status').textContent()).toBe('Valid certificate');
    await anonymous.screenshot({ path: artifactPath('certificate-verification.png') });
    await visitor.close();
  });

  it('a learner without a subscription buys the certificate of a completed course and receives it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    const origin = new URL(page.url()).origin;
    const email = `journey-cert-${Date.now()}@example.com`;
    const signup = await page.request.post('/api/user/signup', {
      headers: { origin },
      data: {
        full_name: 'Cera Buyer',
        email,
        password: 'journey password 1',
        tokens: { bypass_token: inject('captchaBypassToken') },
      },
    });
    expect(signup.status(), await signup.text()).toBe(200);
    for (const lesson of await lessonSlugs(page)) {
      const done = await page.request.put(`/api/progress/lessons/${lesson.id}/complete`, {
        headers: { origin },
      });
      expect(done.status(), await done.text()).toBe(200);
    }
    await page.goto(`/courses/${COURSE.slug}`);
    const buy = page.getByTestId('buy-certificate');
    expect(await buy.textContent()).toBe('Get your certificate ($19.00)');
    await buy.click();
    await page.waitForURL(`**/checkout/certificate-purchase?course=${COURSE.id}`);
    await page.getByTestId('checkout-total').waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL('**/order-confirmation?**');
    await page.getByTestId('see-certificates').click();
    await page.waitForURL('**/certificates');
    const card = page.getByTestId('my-certificate');
    await card.waitFor();
    expect(await card.textContent()).toContain(COURSE.title);
    expect(await card.textContent()).toContain('Cera Buyer');
    await context.close();
  });
});
