/**
 * Where the app may send a browser after login, logout or single sign-on: only a path on this
 * site. `//evil.example` and `/\evil.example` are read by browsers as other hosts, so a
 * returnUrl or page_uri that is not a plain path is dropped (an open redirect otherwise).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  const path = value?.trim();
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  // Control characters (tabs, newlines) are stripped by browsers and can smuggle a host in.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(path)) return null;
  // A Location header carries only Latin-1 (Node throws on anything else, a 500): spaces and
  // non-ASCII go percent-encoded, as a browser would send them. A lone surrogate has no encoding.
  if (/\p{Cs}/u.test(path)) return null;
  return path.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
}
