import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * RFC 6238 time-based one-time codes (SHA-1, 6 digits, 30 s), the kind every authenticator app
 * reads from an otpauth:// URI. better-auth verifies codes of secrets it made; this module
 * serves the one case it has no call for: enrolling a secret the client brings at login
 * (`totp_secret`), and the tests, which act as the app.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const PERIOD_SECONDS = 30;
const DIGITS = 6;

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case-insensitive, padding ignored); null for any other character. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.toUpperCase().replace(/=+$/, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new random secret as base32 (160 bits, RFC 4226's recommendation). */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The code for a base32 secret at a time (ms since epoch). */
export function totpCode(secretBase32: string, at: number = Date.now()): string {
  const key = base32Decode(secretBase32);
  if (!key) throw new Error('The secret is not base32.');
  return hotp(key, Math.floor(at / 1000 / PERIOD_SECONDS));
}

/** Checks a code against the current step and one step either side (clock drift). */
export function verifyTotpCode(secretBase32: string, code: string, at: number = Date.now()): boolean {
  const key = base32Decode(secretBase32);
  if (!key || key.length < 10 || !/^\d{6}$/.test(code)) return false;
  const step = Math.floor(at / 1000 / PERIOD_SECONDS);
  let match = false;
  for (const offset of [-1, 0, 1]) {
    const expected = Buffer.from(hotp(key, step + offset));
    // Compare every window in constant time; no early exit that would time the match.
    if (timingSafeEqual(expected, Buffer.from(code))) match = true;
  }
  return match;
}

/** otpauth://totp/Issuer:account?secret=...&issuer=... for QR codes. */
export function totpUri(secretBase32: string, issuer: string, account: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret: secretBase32,
    issuer,
    digits: String(DIGITS),
    period: String(PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

/** The base32 secret inside an otpauth:// URI; null when there is none. */
export function secretFromTotpUri(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get('secret');
  } catch {
    return null;
  }
}

function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0xf;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}
