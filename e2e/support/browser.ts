import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium, never a downloaded browser; flags keep it off the closed network. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const ARTIFACTS_DIR = join(new URL('..', import.meta.url).pathname, 'test-results');

/** `extraArgs` are added to the standard flags (e.g. a journey that turns a feature off). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Playwright gives each launch its own temporary profile; it refuses a --user-data-dir flag.
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/**
 * A fresh browser context on the web app. The automated-browser guard is bypassed unless a
 * journey asks for it, because every journey here is driven by automation. `userAgent` makes
 * a context look like another browser (telling two logins apart in the list of sessions);
 * `viewport` is a phone's screen for the layout journeys (desktop, 1280 x 800, by default);
 * `javaScript: false` shows the page as the server sent it, before any hydration.
 */
export async function newContext(
  browser: Browser,
  options: {
    botGuard?: boolean;
    userAgent?: string;
    viewport?: { width: number; height: number };
    javaScript?: boolean;
  } = {},
): Promise<BrowserContext> {
  const baseURL = inject('webUrl');
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    javaScriptEnabled: options.javaScript ?? true,
  });
  if (!options.botGuard) {
    await context.addCookies([
      { name: 'bot_guard_bypass', value: inject('botGuardBypassToken'), url: baseURL },
    ]);
  }
  return context;
}

export function artifactPath(name: string): string {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  return join(ARTIFACTS_DIR, name);
}

/**
 * Console messages of a Content-Security-Policy refusal ("Refused to load/execute/frame ...")
 * from every page and frame of the context, from now on. Journeys expect it to stay empty.
 */
export function collectCspViolations(context: BrowserContext): string[] {
  const violations: string[] = [];
  context.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy/i.test(text)) violations.push(text);
  });
  return violations;
}
