import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  secretFromTotpUri,
  totpCode,
  totpUri,
  verifyTotpCode,
} from './totp';

// RFC 6238 appendix B: SHA-1 secret "12345678901234567890", 8 digits; we use the last 6.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s the code is %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('accepts one step of drift either side, not two', () => {
    const now = 1_700_000_000_000;
    const secret = generateTotpSecret();
    expect(verifyTotpCode(secret, totpCode(secret, now - 30_000), now)).toBe(true);
    expect(verifyTotpCode(secret, totpCode(secret, now + 30_000), now)).toBe(true);
    expect(verifyTotpCode(secret, totpCode(secret, now - 90_000), now)).toBe(false);
  });

  it('refuses malformed codes and secrets', () => {
    expect(verifyTotpCode('not base32!', '123456')).toBe(false);
    expect(verifyTotpCode(generateTotpSecret(), '12345')).toBe(false);
    expect(verifyTotpCode('AAAA', '123456')).toBe(false);
  });

  it('round-trips base32 and reads the secret back from the URI', () => {
    const bytes = Buffer.from('any bytes at all');
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    const uri = totpUri('JBSWY3DPEHPK3PXP', 'Learnbox', 'a@b.co');
    // otplib's form: the Key URI Format's literal ':' and no digits/period (6 and 30 are its defaults).
    expect(uri).toBe('otpauth://totp/Learnbox:a%40b.co?secret=JBSWY3DPEHPK3PXP&issuer=Learnbox');
    expect(secretFromTotpUri(uri)).toBe('JBSWY3DPEHPK3PXP');
  });
});
