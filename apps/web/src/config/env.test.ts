import { EnvError } from '@learnbox/contracts/env';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_API_ORIGIN,
  DEFAULT_HOST,
  DEFAULT_LABS_URL,
  DEFAULT_PUBLIC_WEB_ORIGIN,
  DEFAULT_RUNNER_ORIGIN,
  parseWebEnv,
  WEB_ENV_VARS,
} from './env';

describe('parseWebEnv', () => {
  it('defaults to the local api and the guard on', () => {
    expect(parseWebEnv({})).toEqual({
      apiOrigin: DEFAULT_API_ORIGIN,
      botGuard: true,
      botGuardBypassToken: null,
      host: DEFAULT_HOST,
      internalProxySecret: null,
      publicWebOrigin: DEFAULT_PUBLIC_WEB_ORIGIN,
      runnerPublicOrigin: DEFAULT_RUNNER_ORIGIN,
      labsPublicOrigin: DEFAULT_LABS_URL,
      labsPreviewOrigin: 'http://{lab}.preview.localhost:4200',
      b2bHostSuffix: 'teams.localhost',
      posthog: null,
    });
    expect(DEFAULT_API_ORIGIN).toBe('http://127.0.0.1:4000');
    expect(DEFAULT_HOST).toBe('127.0.0.1');
  });

  it('reads every variable and drops a trailing slash from the origin', () => {
    expect(
      parseWebEnv({
        API_ORIGIN: 'http://127.0.0.1:4999/',
        BOT_GUARD: 'off',
        BOT_GUARD_BYPASS_TOKEN: 't0k',
        HOST: '0.0.0.0',
        INTERNAL_PROXY_SECRET: 'p'.repeat(32),
      }),
    ).toMatchObject({
      apiOrigin: 'http://127.0.0.1:4999',
      botGuard: false,
      botGuardBypassToken: 't0k',
      host: '0.0.0.0',
      internalProxySecret: 'p'.repeat(32),
    });
  });

  it('reads the organization host suffix in lower case and refuses a URL', () => {
    expect(parseWebEnv({ B2B_HOST_SUFFIX: ' Teams.Learnbox.Example ' }).b2bHostSuffix).toBe(
      'teams.learnbox.example',
    );
    expect(() => parseWebEnv({ B2B_HOST_SUFFIX: 'https://teams.example' })).toThrow(/B2B_HOST_SUFFIX/);
  });

  it("turns posthog-js on with POSTHOG_KEY, on PostHog's US cloud unless POSTHOG_HOST says otherwise", () => {
    expect(parseWebEnv({ POSTHOG_KEY: 'phc_x' }).posthog).toEqual({
      key: 'phc_x',
      host: 'https://us.i.posthog.com',
    });
    expect(parseWebEnv({ POSTHOG_KEY: 'phc_x', POSTHOG_HOST: 'https://eu.i.posthog.com/' }).posthog).toEqual({
      key: 'phc_x',
      host: 'https://eu.i.posthog.com',
    });
    expect(parseWebEnv({ POSTHOG_HOST: 'https://eu.i.posthog.com' }).posthog).toBeNull();
    expect(() => parseWebEnv({ POSTHOG_KEY: 'phc_x', POSTHOG_HOST: 'not a url' })).toThrow(/POSTHOG_HOST/);
  });

  it('reads the public origins the security headers name, as the api does', () => {
    expect(
      parseWebEnv({ PUBLIC_WEB_ORIGIN: 'https://learnbox.example/', RUNNER_ORIGIN: 'http://runner:4100' }),
    ).toMatchObject({
      publicWebOrigin: 'https://learnbox.example',
      runnerPublicOrigin: 'http://runner:4100',
    });
    expect(
      parseWebEnv({
        RUNNER_ORIGIN: 'http://runner:4100',
        RUNNER_PUBLIC_ORIGIN: 'https://run.learnbox.example',
      }).runnerPublicOrigin,
    ).toBe('https://run.learnbox.example');
    expect(parseWebEnv({ LABS_URL: 'http://labs:4200/' }).labsPublicOrigin).toBe('http://labs:4200');
    expect(
      parseWebEnv({ LABS_URL: 'http://labs:4200', LABS_PUBLIC_URL: 'https://labs.learnbox.example/x' })
        .labsPublicOrigin,
    ).toBe('https://labs.learnbox.example');
    expect(parseWebEnv({ LABS_PUBLIC_URL: 'https://labs.learnbox.example' }).labsPreviewOrigin).toBe(
      'https://{lab}.preview.localhost',
    );
    expect(
      parseWebEnv({ LABS_PREVIEW_ORIGIN: 'https://{lab}.preview.learnbox.example' }).labsPreviewOrigin,
    ).toBe('https://{lab}.preview.learnbox.example');
  });

  it.each([
    [{ API_ORIGIN: 'not a url' }],
    [{ API_ORIGIN: 'ftp://example.com' }],
    [{ BOT_GUARD: 'maybe' }],
    [{ INTERNAL_PROXY_SECRET: 'short' }],
    [{ PUBLIC_WEB_ORIGIN: 'learnbox.example' }],
    [{ RUNNER_PUBLIC_ORIGIN: 'ws://x' }],
    [{ LABS_PREVIEW_ORIGIN: 'http://preview.localhost:4200' }],
  ])('rejects %o with a readable message', (env) => {
    expect(() => parseWebEnv(env)).toThrow(EnvError);
    expect(() => parseWebEnv(env)).toThrow(
      new RegExp(`^Invalid web configuration:\n  ${Object.keys(env)[0]}: `),
    );
  });

  it('lists every variable it reads, for the deploy checks', () => {
    expect(WEB_ENV_VARS).toEqual(expect.arrayContaining(['API_ORIGIN', 'HOST', 'PORT', 'TRUSTED_PROXIES']));
  });
});
