/**
 * Execution token (spec section 6 "Execution", section 7 GET /api/code/authenticate).
 *
 * The api signs one for Premium and Premium Plus users; the runner verifies it on every run without a
 * database call. Only WebCrypto and standard globals are used (no `node:` imports) so the same file
 * runs in Node and in browsers. Format: `base64url(json claims).base64url(HMAC-SHA256 of the first part)`.
 */

import { isRunTier, type RunTier } from './run-share';

export interface ExecutionTokenClaims {
  userId: string;
  /** The plan tier the token was issued for (for example 'premium' or 'premium_plus'). */
  tier: string;
  /** Whom the runner charges the run to: the user id, or `anon:<client ip>` as the api saw it. */
  caller: string;
  /** Which of the runner's per-tier limits apply (concurrency, wall time, judge budget). */
  runTier: RunTier;
  /** Expiry as epoch milliseconds. */
  expiresAt: number;
}

export type ExecutionTokenFailure = 'malformed' | 'bad-signature' | 'expired';

export type ExecutionTokenVerification =
  | { ok: true; claims: ExecutionTokenClaims }
  | { ok: false; reason: ExecutionTokenFailure };

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Returns null for anything that is not canonical unpadded base64url, so a token has one spelling. */
function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return toBase64Url(bytes) === text ? bytes : null;
}

// Spelled through the global so the file needs neither DOM types nor node: imports.
type HmacKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;

// Importing a key costs more than the HMAC itself; the runner verifies with one secret for its lifetime.
let cachedKey: { secret: string; key: Promise<HmacKey> } | null = null;

function hmacKey(secret: string): Promise<HmacKey> {
  if (cachedKey?.secret !== secret) {
    const key = globalThis.crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    cachedKey = { secret, key };
  }
  return cachedKey.key;
}

async function sign(payload: string, secret: string): Promise<Uint8Array> {
  const signature = await globalThis.crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    encoder.encode(payload),
  );
  return new Uint8Array(signature);
}

/** Compares every byte whatever the first difference, so timing does not reveal how much of a guess matched. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] as number) ^ (b[i] as number);
  return diff === 0;
}

/**
 * 'outdated': a well-formed token from before the caller claims existed. Once its signature holds,
 * it is reported as expired, so a client fetches a new one (511) instead of failing outright.
 */
function parseClaims(bytes: Uint8Array): ExecutionTokenClaims | 'outdated' | null {
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(bytes));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { userId, tier, caller, runTier, expiresAt } = value as Record<string, unknown>;
  if (typeof userId !== 'string' || userId === '') return null;
  if (typeof tier !== 'string' || tier === '') return null;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
  if (caller === undefined && runTier === undefined) return 'outdated';
  if (typeof caller !== 'string' || caller === '' || !isRunTier(runTier)) return null;
  return { userId, tier, caller, runTier, expiresAt };
}

export async function signExecutionToken(claims: ExecutionTokenClaims, secret: string): Promise<string> {
  const { userId, tier, caller, runTier, expiresAt } = claims;
  const payload = toBase64Url(encoder.encode(JSON.stringify({ userId, tier, caller, runTier, expiresAt })));
  return `${payload}.${toBase64Url(await sign(payload, secret))}`;
}

/**
 * Checks the signature before the expiry, so a forged token is reported as forged even when its
 * claimed expiry has passed. `now` is epoch milliseconds or a Date.
 */
export async function verifyExecutionToken(
  token: string,
  secret: string,
  now: number | Date,
): Promise<ExecutionTokenVerification> {
  const parts = token.split('.');
  if (parts.length !== 2) return { ok: false, reason: 'malformed' };
  const [payload = '', signaturePart = ''] = parts;
  const payloadBytes = fromBase64Url(payload);
  const signature = fromBase64Url(signaturePart);
  if (!payloadBytes || !signature || payload === '') return { ok: false, reason: 'malformed' };
  const claims = parseClaims(payloadBytes);
  if (!claims) return { ok: false, reason: 'malformed' };
  if (!constantTimeEqual(signature, await sign(payload, secret)))
    return { ok: false, reason: 'bad-signature' };
  const nowMs = typeof now === 'number' ? now : now.getTime();
  if (claims === 'outdated' || nowMs >= claims.expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
