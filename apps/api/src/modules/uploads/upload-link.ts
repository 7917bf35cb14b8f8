import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { contentIdSchema, type UploadWorkKind, uploadWorkKindSchema } from '@learnbox/contracts';
import { UPLOAD_URL_TTL_SECONDS } from '@learnbox/domain';

/** What a verified link names: the work the upload belongs to. */
export interface LinkedWork {
  kind: UploadWorkKind;
  id: string;
}

export interface UploadLinkSigner {
  /** A link to POST the file to, for this user and work, and when it stops working. */
  issue(userId: string, work: LinkedWork): { upload_url: string; expires_at: string };
  /** The work a link's query names when its signature is this user's and it has not expired; else null. */
  verify(userId: string, query: Record<string, string>): LinkedWork | null;
}

const canonical = (userId: string, kind: string, id: string, expires: string) =>
  ['learnbox-upload-v1', userId, kind, id, expires].join('\n');

/**
 * Upload links are HMAC-SHA256 signed over the user, the work and the expiry, with a key derived
 * from the api's AUTH_SECRET (its own label, so the key signs nothing else). Without AUTH_SECRET,
 * a random key per process: links are short-lived, so a restart only costs a fresh link.
 */
export function createUploadLinkSigner(authSecret: string | undefined, now: () => Date): UploadLinkSigner {
  const key = createHmac('sha256', authSecret ?? randomBytes(32))
    .update('learnbox:upload-links')
    .digest();
  const sign = (text: string) => createHmac('sha256', key).update(text).digest('hex');

  return {
    issue(userId, work) {
      const expiresAt = Math.floor(now().getTime() / 1000) + UPLOAD_URL_TTL_SECONDS;
      const expires = String(expiresAt);
      const query = new URLSearchParams({
        kind: work.kind,
        id: work.id,
        expires,
        signature: sign(canonical(userId, work.kind, work.id, expires)),
      });
      return {
        upload_url: `/api/uploads?${query}`,
        expires_at: new Date(expiresAt * 1000).toISOString(),
      };
    },
    verify(userId, query) {
      const { kind, id, expires, signature } = query;
      if (!kind || !id || !expires || !signature || !/^\d{1,12}$/.test(expires)) return null;
      const expected = Buffer.from(sign(canonical(userId, kind, id, expires)), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Number(expires) * 1000 <= now().getTime()) return null;
      const parsedKind = uploadWorkKindSchema.safeParse(kind);
      if (!parsedKind.success || !contentIdSchema.safeParse(id).success) return null;
      return { kind: parsedKind.data, id };
    },
  };
}
