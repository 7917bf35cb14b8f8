import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: plain .mjs shared with `npm start`, it has no type declarations
import { freePort, freePorts, startStack, waitForHttp } from '../../scripts/lib/stack.mjs';
import { buildSeedImages, canRunLabs, liveHostEnv, removeLabs } from './live-host';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    runnerUrl: string;
    botGuardBypassToken: string;
    /** Where accounts.e2e.ts starts its OpenID provider; the api is configured for it. */
    oidcIssuer: { port: number; clientId: string; clientSecret: string };
    captchaBypassToken: string;
    /** The live host, when this machine runs labs (root and podman); null otherwise. */
    labsUrl: string | null;
  }
}

/**
 * Starts the built product on free ports with a fresh embedded database, and the live host of the
 * cloud labs when this machine can run it (its seeded images built before any journey starts).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'learnbox-e2e-'));
  const labsDir = join(dataDir, 'labs');
  const labs = canRunLabs() ? liveHostEnv(labsDir) : null;
  const botGuardBypassToken = randomBytes(16).toString('hex');
  const ports = { ...(await freePorts()), ...(labs ? { labs: await freePort() } : {}) };
  const oidcIssuer = {
    port: await freePort(),
    clientId: 'learnbox-e2e',
    clientSecret: randomBytes(16).toString('hex'),
  };
  const captchaBypassToken = randomBytes(16).toString('hex');
  const stack = startStack({
    ports,
    quiet: true,
    env: {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      BOT_GUARD_BYPASS_TOKEN: botGuardBypassToken,
      EXECUTION_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      CAPTCHA_BYPASS_TOKEN: captchaBypassToken,
      // Every journey signs its people up from this one address; the hourly default (20) is for the world.
      SIGNUPS_PER_IP_PER_HOUR: '1000',
      // The browser opens 127.0.0.1: links, OAuth redirects and the CSRF check must say so too.
      PUBLIC_WEB_ORIGIN: `http://127.0.0.1:${ports.web}`,
      OIDC_ISSUER: `http://127.0.0.1:${oidcIssuer.port}`,
      OIDC_CLIENT_ID: oidcIssuer.clientId,
      OIDC_CLIENT_SECRET: oidcIssuer.clientSecret,
      OIDC_PROVIDER_NAME: 'Test SSO',
      OIDC_EMAIL_DOMAINS: 'sso.example',
      ...labs,
    },
  });
  const stop = async () => {
    await stack.stop();
    if (labs) removeLabs(labsDir);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await stack.ready();
    if (labs) {
      // The others never wait for the live host (`npm start` runs without it); the lab journeys do.
      await waitForHttp(`${stack.urls.labs}/health`, 60_000);
      await buildSeedImages(stack.urls.labs, labs.LABS_INTERNAL_SECRET);
    }
  } catch (error) {
    // One process failed to start: stop the others, or they outlive the test run.
    await stop();
    throw error;
  }
  project.provide('webUrl', stack.urls.web);
  project.provide('apiUrl', stack.urls.api);
  project.provide('runnerUrl', stack.urls.runner);
  project.provide('botGuardBypassToken', botGuardBypassToken);
  project.provide('oidcIssuer', oidcIssuer);
  project.provide('captchaBypassToken', captchaBypassToken);
  project.provide('labsUrl', labs ? stack.urls.labs : null);
  return stop;
}
