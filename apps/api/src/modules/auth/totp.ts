import { base32 } from '@better-auth/utils/base32';
import { createGuardrails, generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/**
 * RFC 6238 time-based one-time codes (SHA-1, 6 digits, 30 s), the kind every authenticator app
 * reads from an otpauth:// URI, computed by `otplib`. better-auth verifies codes of secrets it
 * made; this module serves the one case it has no call for: enrolling a secret the client brings
 * at login (`totp_secret`), and the tests, which act as the app.
 *
 * Secrets are decoded with better-auth's own base32 (lenient about trailing bits), since
 * better-auth reads the enrolled secret back with it: a secret accepted here is one it can use.
 */

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** 80 bits, the shortest secret authenticator apps hand out (otplib's default floor is 128). */
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

export function base32Encode(bytes: Uint8Array): string {
  return base32.encode(bytes, { padding: false });
}

/** Decodes base32 (case-insensitive, padding ignored); null for any other character. */
export function base32Decode(text: string): Buffer | null {
  try {
    return Buffer.from(base32.decode(text.toUpperCase().replace(/=+$/, '')));
  } catch {
    return null;
  }
}

/** A new random secret as base32 (160 bits, RFC 4226's recommendation). */
export function generateTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The code for a base32 secret at a time (ms since epoch). */
export function totpCode(secretBase32: string, at: number = Date.now()): string {
  const key = base32Decode(secretBase32);
  if (!key) throw new Error('The secret is not base32.');
  return generateSync({
    secret: key,
    epoch: Math.floor(at / 1000),
    period: PERIOD_SECONDS,
    digits: DIGITS,
    guardrails,
  });
}

/** Checks a code against the current step and one step either side (clock drift). */
export function verifyTotpCode(secretBase32: string, code: string, at: number = Date.now()): boolean {
  const key = base32Decode(secretBase32);
  if (!key || key.length < guardrails.MIN_SECRET_BYTES || !/^\d{6}$/.test(code)) return false;
  return verifySync({
    secret: key,
    token: code,
    epoch: Math.floor(at / 1000),
    epochTolerance: PERIOD_SECONDS,
    period: PERIOD_SECONDS,
    digits: DIGITS,
    guardrails,
  }).valid;
}

/** otpauth://totp/Issuer:account?secret=...&issuer=... for QR codes (6 digits, 30 s: the format's defaults). */
export function totpUri(secretBase32: string, issuer: string, account: string): string {
  return generateURI({
    issuer,
    label: account,
    secret: secretBase32,
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });
}

/** The base32 secret inside an otpauth:// URI; null when there is none. */
export function secretFromTotpUri(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get('secret');
  } catch {
    return null;
  }
}
