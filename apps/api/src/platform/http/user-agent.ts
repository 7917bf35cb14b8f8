/**
 * A readable name for the browser and system behind a User-Agent header, for the list of
 * sessions ("Chrome 131 on Windows"). Only the common browsers and systems: the point is that
 * a person recognises their own devices, not analytics. No dependency: the rules are few.
 */

/** User agents are client-chosen and stored as sent: only this much is read. */
const MAX_PARSED_LENGTH = 512;

/**
 * Checked in order: every Chromium browser also says "Chrome" and "Safari", and Chrome on iOS
 * says "Safari" too, so the specific tokens come first. Each pattern captures the major version.
 */
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /\b(?:Edg|EdgA|EdgiOS|Edge)\/(\d+)/],
  ['Opera', /\b(?:OPR|OPiOS)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Vivaldi', /\bVivaldi\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  // Headless Chrome (automation, the e2e journeys) is still Chrome to the person reading.
  ['Chrome', /\b(?:Chrome|CriOS|Chromium|HeadlessChrome)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
  ['Internet Explorer', /\b(?:MSIE |Trident\/.*rv:)(\d+)/],
];

/** Android before Linux and the Apple devices before macOS: their agents name both. */
const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['Android', /\bAndroid\b/],
  ['iPhone', /\biPhone\b/],
  ['iPad', /\biPad\b/],
  ['iPod', /\biPod\b/],
  ['Windows', /\bWindows\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b|\bX11\b/],
];

export interface ParsedUserAgent {
  /** "Firefox 128", or null when unrecognised. */
  browser: string | null;
  /** "Windows", "iPhone", ..., or null when unrecognised. */
  os: string | null;
}

export function parseUserAgent(userAgent: string | null | undefined): ParsedUserAgent {
  const text = (userAgent ?? '').slice(0, MAX_PARSED_LENGTH);
  let browser: string | null = null;
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(text);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const os = SYSTEMS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
  return { browser, os };
}

/** One line for a person: "Safari 17 on iPhone", "Firefox 128", "Unknown browser on Linux". */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const { browser, os } = parseUserAgent(userAgent);
  if (!browser && !os) return 'Unknown device';
  return os ? `${browser ?? 'Unknown browser'} on ${os}` : (browser as string);
}
