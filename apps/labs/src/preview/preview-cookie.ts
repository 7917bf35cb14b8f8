import { createHmac, randomBytes } from 'node:crypto';
import { sameSecret } from '../host/live-host';

/** The preview's own cookie; stripped from what the app in the lab sees. */
export const PREVIEW_COOKIE = 'learnbox_preview';

/**
 * The preview's proof of the handshake: an HMAC of the lab and its allocate_auth under a key of
 * this process. A new session (new auth) or a host restart makes old cookies worthless.
 */
export class PreviewCookies {
  private readonly key = randomBytes(32);

  private value(labId: string, auth: string): string {
    return createHmac('sha256', this.key).update(`${labId}\n${auth}`).digest('base64url');
  }

  /**
   * SameSite=None: the lab page frames the preview from the web's origin, another site (Chromium
   * neither sets nor sends a Lax cookie in a cross-site frame). Secure, which None needs, holds on
   * http://*.localhost too (browsers count it as a secure context). Partitioned: the cookie lives
   * only under the site that framed it, so it works where third-party cookies are blocked and is
   * no tracking cookie; a tab of its own is its own partition and goes through the handshake again.
   */
  setCookie(labId: string, auth: string): string {
    return `${PREVIEW_COOKIE}=${this.value(labId, auth)}; Path=/; HttpOnly; Secure; SameSite=None; Partitioned`;
  }

  /** Whether a Cookie header carries this lab's current proof. */
  check(cookieHeader: string | undefined, labId: string, auth: string): boolean {
    const given = readCookie(cookieHeader, PREVIEW_COOKIE);
    return given !== undefined && sameSecret(given, this.value(labId, auth));
  }
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The Cookie header without ours (undefined when nothing is left). */
export function withoutPreviewCookie(header: string | undefined): string | undefined {
  const kept = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.split('=')[0] !== PREVIEW_COOKIE);
  return kept.length > 0 ? kept.join('; ') : undefined;
}
