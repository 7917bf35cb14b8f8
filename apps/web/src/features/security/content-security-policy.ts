/**
 * The web's Content-Security-Policy (DESIGN.md section 9). Pages get a per-request nonce: only
 * scripts carrying it (Next.js's own, the theme script) and what they load run, so markup that
 * slips into a lesson or an answer cannot run script. The RunJS and WebpackBin sandboxes get a
 * policy of their own on /sandbox-frame (see sandbox-frame.ts), because a srcdoc iframe would
 * inherit this one and could not run the learner's code.
 */

/** reCAPTCHA v3, loaded only when RECAPTCHA_SITE_KEY is set: its script frames and styles. */
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
const RECAPTCHA_STYLES = ['https://www.gstatic.com/recaptcha/'];
/**
 * Stripe's Payment Element, loaded only when Stripe is configured: its API calls and its card and
 * 3-D Secure frames (Stripe's documented CSP). Its script is added by a nonced one ('strict-dynamic').
 */
const STRIPE_CONNECT = ['https://api.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];

export interface PagePolicyOptions {
  /** Fresh for every response, base64. */
  nonce: string;
  /** Where browsers call the runner directly (premium runs, the diagnostics probe). */
  runnerOrigin: string;
  /** The live host: lab terminals are WebSockets to it (absent: no lab host is reachable). */
  labsOrigin?: string;
  /** Lab app previews, each its own origin: a template with `{lab}` (LABS_PREVIEW_ORIGIN). */
  labsPreviewOrigin?: string;
  /** PostHog's origin when posthog-js is configured: its capture calls. */
  posthogOrigin?: string;
  /** The site is served over https: plain-http subresources are upgraded. */
  https: boolean;
  /** `next dev` needs eval for its debugging aids; production never does. */
  development?: boolean;
}

/** A policy header value from its directives, in order. */
export function serializePolicy(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => (sources.length > 0 ? `${name} ${sources.join(' ')}` : name))
    .join('; ');
}

export function pageContentSecurityPolicy(options: PagePolicyOptions): string {
  return serializePolicy({
    'default-src': ["'self'"],
    // 'strict-dynamic': scripts a nonced script adds (Next.js chunks, reCAPTCHA) run too;
    // 'self' is ignored by browsers that know it and kept for those that do not.
    'script-src': [
      "'self'",
      `'nonce-${options.nonce}'`,
      "'strict-dynamic'",
      ...(options.development ? ["'unsafe-eval'"] : []),
    ],
    // React writes style attributes and CodeMirror injects <style>: styles cannot carry the nonce.
    'style-src': ["'self'", "'unsafe-inline'", ...RECAPTCHA_STYLES],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // Marketing pages' video media: this site's files or any https address, like images.
    'media-src': ["'self'", 'https:'],
    'connect-src': [
      "'self'",
      options.runnerOrigin,
      ...(options.labsOrigin ? [options.labsOrigin, webSocketOrigin(options.labsOrigin)] : []),
      ...STRIPE_CONNECT,
      ...(options.posthogOrigin ? [options.posthogOrigin] : []),
      ...(options.development ? ['ws:'] : []),
    ],
    'frame-src': [
      "'self'",
      ...(options.labsPreviewOrigin ? [previewFrameSource(options.labsPreviewOrigin)] : []),
      ...RECAPTCHA_FRAMES,
      ...STRIPE_FRAMES,
    ],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/** The ws(s) twin of an http(s) origin: older browsers do not let http sources cover WebSockets. */
function webSocketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/** Every lab's preview origin as one source: `{lab}` becomes the host wildcard `*`. */
export function previewFrameSource(template: string): string {
  return template.replace('{lab}', '*');
}

/** 16 random bytes, base64: unguessable, and fresh for every response. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
