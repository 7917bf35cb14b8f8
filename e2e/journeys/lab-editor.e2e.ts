import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactPath, launchBrowser } from '../support/browser';
import { loggedIn } from '../support/session';

/**
 * Issue 13 "Done when": an author rebuilds an image and watches the log to SUCCESS. The author is
 * the seeded team@learnbox.dev, the verified address of the seeded labs' author (learnbox-team),
 * which is what makes an account a lab's author (the api's lab policy). The build is real: the
 * live host runs `podman build` of the changed Dockerfile FROM the local base image.
 */

const LAB = '/cloudlabeditor/learnbox-team/lab-linux-command-line';
/** A step only this run adds, so its output in the log proves the log is this build's. */
const MARK = `built-by-the-lab-editor-journey-${Date.now()}`;

async function waitForLiveHost(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the live host at ${url} did not answer within 60 s`);
}

describe('lab editor', () => {
  let browser: Browser;
  beforeAll(async () => {
    const labsUrl = inject('labsUrl');
    if (!labsUrl) throw new Error('This journey needs the live host: run it as root with podman installed.');
    await waitForLiveHost(labsUrl);
    browser = await launchBrowser();
  }, 90_000);
  afterAll(() => browser?.close());

  it('an author changes a Dockerfile, saves with Ctrl+S, rebuilds and watches the log reach SUCCESS', async () => {
    const { context, page } = await loggedIn(browser, 'team@learnbox.dev');
    try {
      await page.goto('/cloudlabeditor');
      await page.getByRole('link', { name: 'The Linux command line' }).click();
      await page.waitForURL(`**${LAB}`);
      // A broken field is refused with its sentence beside it, and nothing is saved.
      const memory = page.getByLabel('Memory (MB)');
      await memory.fill('1');
      await page.keyboard.press('Control+S');
      await expect
        .poll(() => page.getByText('Memory must be a whole number of megabytes from 64 to 2048.').count())
        .toBe(1);
      expect(await memory.getAttribute('aria-invalid')).toBe('true');
      await memory.fill('256');

      const editor = page.locator('[data-testid="dockerfile-editor"][data-editor-ready="true"]');
      await editor.waitFor({ timeout: 15_000 });
      await editor.locator('.cm-content').click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(`\nRUN echo ${MARK}`);
      await expect.poll(() => page.getByText('You have unsaved changes.').count()).toBe(1);
      await page.keyboard.press('Control+S');
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Your changes are saved.' }).count())
        .toBe(1);

      await page.getByRole('button', { name: 'Rebuild image' }).click();
      const status = page.getByTestId('build-status');
      const log = page.getByRole('log', { name: 'Build log' });
      // The spec's statuses: PENDING while the image builds, then SUCCESS.
      await expect.poll(() => status.getAttribute('data-build-status'), { timeout: 30_000 }).toBe('PENDING');
      await expect
        .poll(() => status.getAttribute('data-build-status'), { timeout: 180_000, interval: 1000 })
        .toBe('SUCCESS');
      const text = (await log.textContent()) ?? '';
      expect(text).toContain(`RUN echo ${MARK}`);
      expect(await status.textContent()).toContain('SUCCESS');
      await page.screenshot({ path: artifactPath('lab-editor-built.png'), fullPage: true });

      // The new image is the lab's now, and the Dockerfile was kept.
      await page.reload();
      await page.locator('[data-testid="dockerfile-editor"]').waitFor();
      expect(await page.getByText('learnbox/lab-linux-command-line:1').count()).toBeGreaterThan(0);
      expect(await page.locator('[data-testid="dockerfile-editor"]').textContent()).toContain(MARK);
    } finally {
      await context.close();
    }
  }, 240_000);

  it('an author uploads a Dockerfile from a file into the editor', async () => {
    const { context, page } = await loggedIn(browser, 'team@learnbox.dev');
    try {
      await page.goto('/cloudlabeditor/learnbox-team/lab-git-branching');
      const editor = page.locator('[data-testid="dockerfile-editor"][data-editor-ready="true"]');
      await editor.waitFor({ timeout: 15_000 });
      const uploaded = 'FROM learnbox/lab-base:bookworm\nRUN echo uploaded-from-a-file\n';
      await page.getByLabel('Upload a Dockerfile').setInputFiles({
        name: 'Dockerfile.git',
        mimeType: 'text/plain',
        buffer: Buffer.from(uploaded),
      });
      await expect.poll(() => editor.textContent()).toContain('RUN echo uploaded-from-a-file');
      expect(await page.getByText(`Dockerfile.git · ${Buffer.byteLength(uploaded)} bytes`).count()).toBe(1);
      expect(await page.getByText('You have unsaved changes.').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('a learner who is not the author is refused with a sentence', async () => {
    const { context, page } = await loggedIn(browser, 'learner@example.com');
    try {
      await page.goto(LAB);
      const refusal = page.getByRole('alert').filter({ hasText: 'Only the author of this lab' });
      await expect
        .poll(() => refusal.textContent())
        .toBe('Only the author of this lab can change it or rebuild its image.');
      await page.goto('/cloudlabeditor');
      await expect.poll(() => page.getByText('You have no labs yet. Create one to start.').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
