import { describe, expect, it } from 'vitest';
import { isBotGuardActive, looksAutomated } from './bot-guard-decision';

describe('isBotGuardActive', () => {
  it.each([
    [{ enabled: true, bypassToken: null, bypassCookie: undefined }, true],
    [{ enabled: false, bypassToken: null, bypassCookie: undefined }, false],
    [{ enabled: true, bypassToken: 'secret', bypassCookie: 'secret' }, false],
    [{ enabled: true, bypassToken: 'secret', bypassCookie: 'wrong' }, true],
    [{ enabled: true, bypassToken: 'secret', bypassCookie: undefined }, true],
    // Without a configured token no cookie can bypass, not even an empty one.
    [{ enabled: true, bypassToken: null, bypassCookie: '' }, true],
  ])('%o -> %s', (input, expected) => {
    expect(isBotGuardActive(input)).toBe(expected);
  });
});

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

describe('looksAutomated', () => {
  it('is false for an ordinary browser', () => {
    expect(
      looksAutomated({ webdriver: false, userAgent: CHROME_UA, windowKeys: [], rootAttributes: ['lang'] }),
    ).toBe(false);
    expect(looksAutomated({})).toBe(false);
  });

  it.each([
    [{ webdriver: true, userAgent: CHROME_UA }],
    [{ userAgent: CHROME_UA.replace('Chrome/', 'HeadlessChrome/') }],
    [{ userAgent: 'Mozilla/5.0 (Unknown; Linux x86_64) AppleWebKit/534.34 PhantomJS/2.1.1 Safari/534.34' }],
    [{ windowKeys: ['callPhantom'] }],
    [{ windowKeys: ['__nightmare'] }],
    [{ rootAttributes: ['lang', 'webdriver'] }],
  ])('is true for %o', (hints) => {
    expect(looksAutomated(hints)).toBe(true);
  });
});
