/**
 * The handshake that opens a lab's app preview (contracts file "App preview"): the preview is its
 * own origin, so the browser first opens `/.learnbox/auth` there with the session's allocate_auth;
 * the live host sets its cookie for that origin and redirects to `next`, a path of the app.
 */
export function previewAuthUrl(previewUrl: string, auth: string, next = '/'): string {
  const url = new URL('/.learnbox/auth', previewUrl);
  url.searchParams.set('auth', auth);
  url.searchParams.set('next', next.startsWith('/') ? next : `/${next}`);
  return url.toString();
}
