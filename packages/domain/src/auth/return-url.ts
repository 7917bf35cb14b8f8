/**
 * The one rule for every redirect the app makes from a value it was handed (returnUrl, page_uri,
 * a checkout's redirect_url, ...): only a path on this site (DESIGN.md section 9). Anything else
 * would be an open redirect, so it is refused and the caller falls back to its own default.
 *
 * Browsers and the servers between them are lenient in ways attackers rely on: `//host` and
 * `/\host` are other hosts, tabs and newlines are stripped (`/\t/host` becomes `//host`), and a
 * hop that decodes the path turns `/%2F%2Fhost` into `//host`. So a value is accepted only when
 * it is plain printable ASCII, starts with exactly one `/`, and stays a same-site path however
 * many times it is percent-decoded.
 */

/** Longer than any link the app builds; a longer value is refused, not cut. */
export const RETURN_PATH_MAX_LENGTH = 2048;

/** Nested escapes (`%252f`, `%25252f`) deeper than this are refused rather than decoded forever. */
const MAX_DECODE_ROUNDS = 5;

/** Printable ASCII without space: no control, whitespace, C1 or look-alike Unicode character. */
const PLAIN_ASCII = /^[\x21-\x7e]+$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
/** C1 control characters once UTF-8 escapes are decoded (U+0080-U+009F is %C2%80-%C2%9F). */
const ENCODED_C1 = /%c2%[89][0-9a-f]/i;
const BASE = 'http://return-path.invalid';

/**
 * Decodes `%XX` escapes of ASCII characters only, repeated until nothing changes: multi-byte
 * UTF-8 escapes (a search for "café") stay as they are, and a malformed `%` is left alone
 * instead of throwing. Returns null when the value is still changing after MAX_DECODE_ROUNDS.
 */
function decodeAsciiEscapes(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    const next = current.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (next === current) return current;
    current = next;
  }
  return null;
}

const slashCount = (value: string) => value.split('/').length - 1;

/**
 * Returns `value` unchanged when it is a same-site path, else null. Callers write
 * `safeReturnPath(value) ?? '/'` (or their page's own default).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return null;
  // Whitespace, control and non-ASCII characters never appear in a link the app builds (those
  // are percent-encoded), and browsers strip or reinterpret several of them.
  if (!PLAIN_ASCII.test(value) || value.includes('\\')) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;

  const decoded = decodeAsciiEscapes(value);
  if (decoded === null || CONTROL.test(decoded) || decoded.includes('\\') || ENCODED_C1.test(decoded))
    return null;

  // The path (before ? or #) must not gain slashes or dot segments when a hop decodes it:
  // `/%2F%2Fhost`, `/%5Chost`, `/%2e%2e//host` are refused. The query may carry an encoded path
  // (`/login?returnUrl=%2Fexplore`), which is this same rule's business when it is used.
  const rawPath = value.split(/[?#]/, 1)[0] as string;
  const decodedPath = decodeAsciiEscapes(rawPath);
  if (decodedPath === null || slashCount(decodedPath) !== slashCount(rawPath)) return null;
  if (decodedPath.split('/').some((segment) => segment === '.' || segment === '..')) return null;

  // Belt and braces: the WHATWG parser every browser uses must agree it stays on this site.
  const resolved = new URL(value, BASE);
  if (resolved.origin !== BASE || resolved.pathname.startsWith('//')) return null;
  return value;
}
