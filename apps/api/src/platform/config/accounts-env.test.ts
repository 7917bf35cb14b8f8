import { describe, expect, it } from 'vitest';
import { parseApiConfig } from './env';

describe('accounts configuration', () => {
  it('has embedded defaults: no SMTP, no reCAPTCHA, no SSO, web on localhost:3000', () => {
    const config = parseApiConfig({});
    expect(config).toMatchObject({
      PUBLIC_WEB_ORIGIN: 'http://localhost:3000',
      TRUSTED_ORIGINS: [],
      DEV_MAILBOX: 'auto',
      OIDC_PROVIDER_ID: 'oidc',
      OIDC_EMAIL_DOMAINS: [],
    });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.RECAPTCHA_SECRET_KEY).toBeUndefined();
  });

  it('reads lists and trims origins to their origin', () => {
    const config = parseApiConfig({
      PUBLIC_WEB_ORIGIN: 'https://learnbox.example/some/path',
      TRUSTED_ORIGINS: 'https://a.example, https://b.example/',
      OIDC_EMAIL_DOMAINS: 'Acme.example, corp.example',
    });
    expect(config.PUBLIC_WEB_ORIGIN).toBe('https://learnbox.example');
    expect(config.TRUSTED_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(config.OIDC_EMAIL_DOMAINS).toEqual(['acme.example', 'corp.example']);
  });

  it('names every wrong accounts variable', () => {
    expect(() =>
      parseApiConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: 'short',
        SMTP_URL: 'http://mail',
        PUBLIC_WEB_ORIGIN: 'ftp://x',
      }),
    ).toThrow(/AUTH_SECRET[\s\S]*PUBLIC_WEB_ORIGIN[\s\S]*SMTP_URL/);
  });

  it('needs AUTH_SECRET in production and client ids with their secrets', () => {
    expect(() => parseApiConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: is required/);
    expect(() => parseApiConfig({ GITHUB_CLIENT_ID: 'x' })).toThrow(
      /GITHUB_CLIENT_SECRET: must be set together/,
    );
    expect(() => parseApiConfig({ OIDC_CLIENT_ID: 'x' })).toThrow(/OIDC_ISSUER: must be set together/);
  });
});
