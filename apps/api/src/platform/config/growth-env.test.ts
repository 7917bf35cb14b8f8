import { describe, expect, it } from 'vitest';
import { parseApiConfig } from './env';

describe('flags and error-reporting configuration', () => {
  it('defaults to the production rollout rule, a 5 s flag cache and no Sentry', () => {
    const config = parseApiConfig({});
    expect(config).toMatchObject({ FLAG_ENVIRONMENT: 'production', FLAG_CACHE_TTL_MS: 5000 });
    expect(config.SENTRY_DSN).toBeUndefined();
    expect(parseApiConfig({ SENTRY_DSN: '' }).SENTRY_DSN).toBeUndefined();
  });

  it('reads a Sentry DSN and the other rollout rules', () => {
    const config = parseApiConfig({
      SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/4505',
      FLAG_ENVIRONMENT: 'beta',
      FLAG_CACHE_TTL_MS: '0',
    });
    expect(config).toMatchObject({
      SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/4505',
      FLAG_ENVIRONMENT: 'beta',
      FLAG_CACHE_TTL_MS: 0,
    });
  });

  it.each([
    ['SENTRY_DSN', 'not a url'],
    ['SENTRY_DSN', 'https://o1.ingest.sentry.io/4505'],
    ['SENTRY_DSN', 'ftp://key@host/1'],
    ['FLAG_ENVIRONMENT', 'staging'],
    ['FLAG_CACHE_TTL_MS', '-1'],
  ])('refuses %s=%s naming it', (name, value) => {
    expect(() => parseApiConfig({ [name]: value })).toThrow(name);
  });
});
