import { describe, expect, it } from 'vitest';
import { RETURN_PATH_MAX_LENGTH, safeReturnPath } from './return-url';

const SITE = 'https://learnbox.example';

/**
 * Open-redirect payloads in the shapes the public lists collect (PayloadsAllTheThings "Open
 * Redirect", OWASP's unvalidated-redirects cheat sheet): other hosts written every way a browser
 * or a decoding hop accepts, plus shapes no link of ours has. Every one must be refused.
 */
const REFUSED: [string, unknown][] = [
  // absolute URLs and schemes
  ['absolute https', 'https://evil.example'],
  ['absolute http', 'http://evil.example/path'],
  ['absolute with our host as userinfo', 'https://learnbox.example@evil.example'],
  ['absolute with our host as subdomain', 'https://learnbox.example.evil.example/'],
  ['scheme without slashes', 'https:evil.example'],
  ['scheme with one slash', 'http:/evil.example'],
  ['javascript scheme', 'javascript:alert(1)'],
  ['javascript scheme upper case', 'JaVaScRiPt:alert(1)'],
  ['javascript with comment trick', 'javascript://%0aalert(1)'],
  ['data scheme', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['vbscript scheme', 'vbscript:msgbox(1)'],
  ['file scheme', 'file:///etc/passwd'],
  ['bare host', 'evil.example'],
  ['relative path', 'explore'],
  ['userinfo only', '@evil.example'],
  // protocol-relative and slash/backslash mixes
  ['protocol-relative', '//evil.example'],
  ['protocol-relative with path', '//evil.example/%2F..'],
  ['triple slash', '///evil.example'],
  ['four slashes', '////evil.example'],
  ['slash backslash', '/\\evil.example'],
  ['backslash slash', '\\/evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['slash two backslashes', '/\\\\evil.example'],
  ['backslash later in the path', '/explore\\..\\evil'],
  ['backslash in the query', '/explore?x=\\\\evil.example'],
  ['protocol-relative userinfo', '//learnbox.example@evil.example'],
  ['protocol-relative with credentials', '//user:pass@evil.example'],
  // whitespace and control characters (stripped or reinterpreted by browsers)
  ['leading space', ' /explore'],
  ['leading space before protocol-relative', ' //evil.example'],
  ['trailing space', '/explore '],
  ['space inside', '/ex plore'],
  ['tab between slashes', '/\t/evil.example'],
  ['newline between slashes', '/\n/evil.example'],
  ['carriage return between slashes', '/\r/evil.example'],
  ['leading tab', '\t//evil.example'],
  ['NUL', '/\u0000/evil.example'],
  ['form feed', '/\f/evil.example'],
  ['vertical tab', '/\v/evil.example'],
  ['DEL', '/\u007f/evil.example'],
  ['C1 control NEL', '/\u0085/evil.example'],
  ['C1 control CSI', '/explore\u009b'],
  ['no-break space', '/\u00a0/evil.example'],
  ['line separator', '/\u2028/evil.example'],
  ['zero-width space', '/\u200b/evil.example'],
  ['right-to-left override', '/\u202eelpmaxe.live'],
  ['byte order mark', '\ufeff//evil.example'],
  ['fullwidth solidus', '/\uff0f/evil.example'],
  ['fullwidth solidi only', '\uff0f\uff0fevil.example'],
  ['ideographic full stop host', '//evil\u3002example'],
  // encoded slashes, backslashes and controls, single and double encoded
  ['encoded tab', '/%09/evil.example'],
  ['encoded newline', '/%0a/evil.example'],
  ['encoded CR LF header injection', '/explore%0d%0aSet-Cookie:%20x=1'],
  ['encoded CR LF in the query', '/explore?x=%0d%0aLocation:%20https://evil.example'],
  ['encoded NUL', '/%00/evil.example'],
  ['encoded C1 control', '/explore?q=%C2%85'],
  ['encoded slash', '/%2fevil.example'],
  ['encoded slash upper case', '/%2F%2Fevil.example'],
  ['encoded slash after a slash', '//%2fevil.example'],
  ['encoded backslash', '/%5cevil.example'],
  ['encoded backslash upper case', '/%5C%5Cevil.example'],
  ['encoded backslash in the query', '/explore?x=%5c'],
  ['double-encoded slash', '/%252f%252fevil.example'],
  ['double-encoded backslash', '/%255cevil.example'],
  ['triple-encoded slash', '/%25252fevil.example'],
  ['encoded slash mid path', '/courses%2f..%2f..%2fevil'],
  ['nested escapes deeper than any real link', '/%252525252525252fevil'],
  ['encoded tab double-encoded', '/%2509/evil.example'],
  // dot segments that a resolver folds into //host
  ['dot-dot then protocol-relative', '/..//evil.example'],
  ['dot then protocol-relative', '/.//evil.example'],
  ['encoded dot-dot', '/%2e%2e//evil.example'],
  ['dot-dot mid path', '/courses/../explore'],
  ['encoded dot segment', '/courses/%2E/x'],
  // shapes that are not a string of sensible size
  ['empty', ''],
  ['null', null],
  ['undefined', undefined],
  ['number', 42],
  ['array', ['/explore']],
  ['object', { href: '/explore' }],
  ['longer than any link', `/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`],
];

/** Paths the app really builds (login links, cross-tab logout, SSO page_uri, checkout). */
const ACCEPTED: [string, string][] = [
  ['root', '/'],
  ['catalogue with a query', '/explore?tag=python'],
  ['a lesson', '/courses/python-basics/variables'],
  ['gift with its code', '/gift/redeem?code=GIFT-1234'],
  ['team page', '/enterprise-dashboard'],
  ['checkout', '/checkout/subscription-buy?plan=premium-annual'],
  [
    'order confirmation',
    '/order-confirmation?transaction_id=abc&checkout_type=subscription-buy&post_checkout=true',
  ],
  ['fragment', '/answers#top'],
  ['an encoded path in the query', '/login?returnUrl=%2Fexplore%3Ftag%3Dpython'],
  ['a UTF-8 search', '/explore?q=caf%C3%A9'],
  ['an encoded space', '/explore?q=hello%20world'],
  ['a plus in the query', '/explore?q=c%2B%2B'],
  ['a literal percent sign that is not an escape', '/explore?q=100%'],
  ['a path that is a word with a colon', '/javascript:alert(1)'],
  ['an at sign in the path (no userinfo after one slash)', '/@evil.example'],
  ['a dot inside a segment', '/answers/what-is-a.b'],
];

describe('safeReturnPath', () => {
  it.each(REFUSED)('refuses %s', (_, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it.each(ACCEPTED)('keeps %s', (_, value) => {
    expect(safeReturnPath(value)).toBe(value);
    // Whatever it keeps, a browser resolves on this site.
    expect(new URL(value, SITE).origin).toBe(SITE);
  });

  it('has a corpus of the size the issue asks for', () => {
    expect(REFUSED.length).toBeGreaterThanOrEqual(60);
  });
});
