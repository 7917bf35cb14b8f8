import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals organizations' client secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from
 * the api's AUTH_SECRET, so a leaked database dump alone does not hand out anyone's IdP client.
 * Changing AUTH_SECRET makes stored secrets unreadable: admins then enter them again.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** null when the sealed text was made with another key or altered. */
  open(sealed: string): string | null;
}

export function createSecretBox(authSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'learnbox', 'organization sso client secret', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      try {
        const raw = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
