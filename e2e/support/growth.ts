import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Steps of issue 17's journeys (attribution, marketing, flags and errors, and the done-when story
 * that chains them). Waits on the server are generous: the machine running e2e is shared.
 */

/** How long a step may wait for the stack to answer. */
export const SERVER_WAIT = { timeout: 30_000 } as const;

/** The seed's partner affiliate (packages/db seed "affiliates") and the source the report gives it. */
export const PARTNER = { id: 42, name: 'DevNewsletter' } as const;
export const PARTNER_SOURCE = `affiliate:${PARTNER.name}`;

/** The staff report's range: today (UTC), as the page asks by default. */
export const today = () => new Date().toISOString().slice(0, 10);

export interface SourceRow {
  source: string;
  signups: number;
  payments: number;
  paid_cents: number;
}

/** The staff growth report's row for a source (zeros when it has none yet), as the page reads it. */
export async function growthRow(staffPage: Page, source: string): Promise<SourceRow> {
  const res = await staffPage.request.get(`/api/staff/growth?from=${today()}&to=${today()}`);
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { by_source: SourceRow[] };
  return (
    body.by_source.find((row) => row.source === source) ?? { source, signups: 0, payments: 0, paid_cents: 0 }
  );
}

/**
 * Lands on `path` with UTM parameters and the partner's affiliate id, and waits until the browser
 * kept them (the api named the affiliate; spec section 3 "Stored client-side").
 */
export async function landFromPartner(page: Page, path: string, utm: { source: string; campaign: string }) {
  const query = `utm_source=${utm.source}&utm_campaign=${utm.campaign}&aff_id=${PARTNER.id}`;
  const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}${query}`);
  expect(response?.status()).toBe(200);
  await expect
    .poll(
      () => page.evaluate(() => JSON.parse(localStorage.getItem('learnbox:attribution') ?? '{}')),
      SERVER_WAIT,
    )
    .toMatchObject({
      utm_source: utm.source,
      initial_utm_source: utm.source,
      affiliate: String(PARTNER.id),
      affiliate_name: PARTNER.name,
    });
}

/** Opens a marketing page's top call to action (an e-mail pop-up) and returns the pop-up. */
export async function openEmailPopup(page: Page): Promise<Locator> {
  await page.getByTestId('marketing-top-cta').click();
  const popup = page.getByTestId('marketing-email-popup');
  await popup.waitFor(SERVER_WAIT);
  return popup;
}

/** Leaves an e-mail in the open pop-up and waits for the success modal, which names it. */
export async function leaveEmail(page: Page, popup: Locator, email: string): Promise<Locator> {
  await popup.getByLabel('E-mail').fill(email);
  await popup.getByTestId('marketing-email-submit').click();
  const success = page.getByTestId('modal-EmailCaptureSuccessModal');
  await success.waitFor(SERVER_WAIT);
  expect(await success.textContent()).toContain(email);
  return success;
}

/** Signs up through the header's sign-up modal and waits until the header shows the account. */
export async function signUpInModal(page: Page, account: { name: string; email: string }): Promise<void> {
  await page.getByTestId('header-signup').click();
  const signup = page.getByTestId('modal-Signup');
  await signup.getByTestId('signup-name').fill(account.name);
  await signup.getByTestId('signup-email').fill(account.email);
  await signup.getByTestId('signup-password').fill('journey password 1');
  await signup.getByTestId('signup-submit').click();
  await page.getByTestId('header-user-menu').waitFor(SERVER_WAIT);
}

/** Buys a plan on the checkout page with the test card and waits for the order confirmation. */
export async function payWithTestCard(page: Page, plan = '200-1-6000'): Promise<void> {
  await page.goto(`/checkout/subscription-buy?plan=${plan}`);
  await page.getByTestId('checkout-total').waitFor(SERVER_WAIT);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL('**/order-confirmation?**', SERVER_WAIT);
  await page.getByTestId('order-confirmation').waitFor(SERVER_WAIT);
}

/** A flag's level now, from the staff api (to put it back after a journey changed it). */
export async function flagLevel(staffPage: Page, flag: string): Promise<number> {
  const res = await staffPage.request.get('/api/staff/flags');
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { flags: { name: string; rolloutLevel: number }[] };
  const row = body.flags.find((entry) => entry.name === flag);
  if (!row) throw new Error(`no flag named ${flag}`);
  return row.rolloutLevel;
}

/** Sets a flag's level on /staff/flags as staff do, and waits for the saved level and the audit. */
export async function setFlagLevel(staffPage: Page, flag: string, level: number): Promise<void> {
  await staffPage.goto('/staff/flags');
  const select = staffPage.getByTestId(`flag-level-${flag}`);
  await select.waitFor(SERVER_WAIT);
  const saved = staffPage.waitForResponse(
    (response) =>
      response.url().includes(`/api/staff/flags/${flag}`) && response.request().method() === 'PUT',
    SERVER_WAIT,
  );
  await select.selectOption(String(level));
  expect((await saved).status()).toBe(200);
  await expect.poll(() => select.inputValue(), SERVER_WAIT).toBe(String(level));
  // The audit names who changed it.
  await expect
    .poll(() => staffPage.getByTestId('flag-changes').textContent(), SERVER_WAIT)
    .toContain(`${flag}: `);
}

/** Does this visitor see cloud labs: the menu item on the home page, and the page itself? */
export async function seesLabs(page: Page): Promise<{ menu: boolean; pageStatus: number }> {
  await page.goto('/');
  await page.getByTestId('nav-explore').waitFor(SERVER_WAIT);
  const menu = (await page.getByTestId('nav-labs').count()) > 0;
  const response = await page.goto('/cloudlabs');
  return { menu, pageStatus: response?.status() ?? 0 };
}

/** Throws an uncaught error in the page and waits for the error reporter's tunnel to store it. */
export async function throwInBrowser(page: Page, message: string): Promise<void> {
  const tunnelled = page.waitForResponse(
    (response) => response.url().includes('/api/errors/tunnel'),
    SERVER_WAIT,
  );
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    }, 0);
  }, message);
  const reply = await tunnelled;
  expect(reply.status()).toBe(200);
  expect(await reply.json()).toEqual({ stored: 1, dropped: 0 });
}

/** The /staff/errors group of an error message, once it is listed. */
export async function errorGroup(staffPage: Page, message: string): Promise<Locator> {
  await staffPage.goto('/staff/errors');
  const group = staffPage.getByTestId('error-group').filter({ hasText: message });
  await group.waitFor(SERVER_WAIT);
  expect(await group.textContent()).toContain(`Error: ${message}`);
  return group;
}

/**
 * Answers the onboarding questionnaire in its open modal and returns the recommendation shown.
 */
export async function answerOnboarding(
  modal: Locator,
  answers: { goal: string; experience: string; language: string },
): Promise<Locator> {
  await modal.getByTestId(`onboarding-goal-${answers.goal}`).check();
  await modal.getByTestId(`onboarding-experience-${answers.experience}`).check();
  await modal.getByTestId(`onboarding-language-${answers.language}`).check();
  await modal.getByTestId('onboarding-submit').click();
  const recommendation = modal.getByTestId('onboarding-recommendation');
  await recommendation.waitFor(SERVER_WAIT);
  return recommendation;
}
