import { DomainError, STATUS, UPLOAD_MESSAGES } from '@learnbox/domain';
import type { ObjectStorage } from '../../../platform/storage';
import type { createUploadsRepository } from '../uploads.repository';

/** A stored image's bytes and the type recorded when it was re-encoded; 404 when there is none. */
export async function readImage(
  deps: { storage: ObjectStorage; uploads: ReturnType<typeof createUploadsRepository> },
  key: string,
): Promise<{ bytes: Buffer; contentType: string }> {
  const row = await deps.uploads.find(key);
  const object = row ? await deps.storage.get(key) : null;
  if (!row || !object) throw new DomainError(UPLOAD_MESSAGES.IMAGE_NOT_FOUND, STATUS.NOT_FOUND);
  return { bytes: object.bytes, contentType: row.contentType };
}
