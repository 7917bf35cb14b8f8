import { describe, expect, it } from 'vitest';
import { createNonce, pageContentSecurityPolicy } from './content-security-policy';
import { SANDBOX_FRAME_HTML, SANDBOX_FRAME_POLICY } from './sandbox-frame';

/** A policy header as a map of directive -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('page Content-Security-Policy', () => {
  const policy = directives(
    pageContentSecurityPolicy({
      nonce: 'abc123==',
      runnerOrigin: 'https://run.learnbox.example',
      https: true,
    }),
  );

  it('runs only scripts carrying the nonce (and what they load)', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('locks down plugins, base, forms and framing', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('lets the browser call the runner directly and frame the sandbox', () => {
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://run.learnbox.example',
      'https://api.stripe.com',
    ]);
    expect(policy.get('frame-src')).toContain("'self'");
    // Stripe's Payment Element (card and 3-D Secure frames) works when Stripe is configured.
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
  });

  it('lets lab terminals open WebSockets to the live host', () => {
    const withLabs = pageContentSecurityPolicy({
      nonce: 'n',
      runnerOrigin: 'https://run.learnbox.example',
      labsOrigin: 'https://labs.learnbox.example',
      https: true,
    });
    expect(directives(withLabs).get('connect-src')).toEqual(
      expect.arrayContaining(['https://labs.learnbox.example', 'wss://labs.learnbox.example']),
    );
  });

  it('lets posthog-js call PostHog only when it is configured', () => {
    const base = { nonce: 'n', runnerOrigin: 'https://run.learnbox.example', https: true };
    const withPostHog = pageContentSecurityPolicy({ ...base, posthogOrigin: 'https://eu.i.posthog.com' });
    expect(directives(withPostHog).get('connect-src')).toContain('https://eu.i.posthog.com');
    expect(pageContentSecurityPolicy(base)).not.toContain('posthog');
  });

  it("frames every lab's app preview origin, and no other", () => {
    const withPreviews = pageContentSecurityPolicy({
      nonce: 'n',
      runnerOrigin: 'https://run.learnbox.example',
      labsPreviewOrigin: 'http://{lab}.preview.localhost:4200',
      https: false,
    });
    const frames = directives(withPreviews).get('frame-src');
    expect(frames).toContain('http://*.preview.localhost:4200');
    expect(frames?.some((source) => source.includes('{lab}'))).toBe(false);
    expect(policy.get('frame-src')?.some((source) => source.includes('preview'))).toBe(false);
  });

  it('upgrades plain-http requests only on an https site', () => {
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    const plain = pageContentSecurityPolicy({
      nonce: 'n',
      runnerOrigin: 'http://127.0.0.1:4100',
      https: false,
    });
    expect(directives(plain).has('upgrade-insecure-requests')).toBe(false);
  });

  it('uses a fresh, unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});

describe('sandbox frame policy', () => {
  const policy = directives(SANDBOX_FRAME_POLICY);

  it("lets the learner's code run, in an opaque origin framed only by this site", () => {
    expect(policy.get('script-src')).toEqual(["'unsafe-inline'", "'unsafe-eval'", 'blob:', 'data:']);
    expect(policy.get('worker-src')).toEqual(['blob:', 'data:']);
    expect(policy.get('sandbox')).toEqual(['allow-scripts']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
  });

  it('takes its document only when framed, and only from its parent', () => {
    expect(SANDBOX_FRAME_HTML).toContain('window.parent === window) return');
    expect(SANDBOX_FRAME_HTML).toContain('event.source !== window.parent');
  });
});
