import { randomBytes } from 'node:crypto';
import type { UploadedImage } from '@learnbox/contracts';
import {
  DomainError,
  NOT_LOGGED_IN_MESSAGE,
  STATUS,
  UPLOAD_EXTENSIONS,
  UPLOAD_MESSAGES,
} from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import {
  enforceRateLimits,
  type RateLimiter,
  type RateLimitRule,
} from '../../../platform/rate-limit/rate-limiter';
import type { ObjectStorage } from '../../../platform/storage';
import { reencodeImage } from '../image-processing';
import type { UploadLinkSigner } from '../upload-link';
import type { createUploadsRepository } from '../uploads.repository';
import type { WorkEditCheck } from '../work-edit-check';

export interface UploadImageDeps {
  canEdit: WorkEditCheck;
  signer: UploadLinkSigner;
  storage: ObjectStorage;
  uploads: ReturnType<typeof createUploadsRepository>;
  limiter: RateLimiter;
  perUser: RateLimitRule;
}

/**
 * Stores the image POSTed to an upload link: the link must be this user's and unexpired (403),
 * the user may still edit the work (404), within the upload budget (429), with a file in
 * `file-0` (400 'Invalid file!'), which is re-encoded before a byte of it is stored. The key is
 * ours (random), whatever the file was called.
 */
export async function uploadImage(
  deps: UploadImageDeps,
  user: CurrentUser | null,
  query: Record<string, string>,
  readFile: () => Promise<Buffer | null>,
): Promise<UploadedImage> {
  if (!user) throw new DomainError(NOT_LOGGED_IN_MESSAGE, STATUS.UNAUTHORIZED);
  const work = deps.signer.verify(user.id, query);
  if (!work) throw new DomainError(UPLOAD_MESSAGES.LINK_INVALID, STATUS.ACCESS_DENIED);
  if (!(await deps.canEdit(user, work)))
    throw new DomainError(UPLOAD_MESSAGES.WORK_NOT_FOUND, STATUS.NOT_FOUND);
  await enforceRateLimits(deps.limiter, [[`uploads:user:${user.id}`, deps.perUser]]);
  const file = await readFile();
  if (!file || file.length === 0)
    throw new DomainError(UPLOAD_MESSAGES.INVALID_FILE, STATUS.OPERATION_NOT_ALLOWED);
  const image = await reencodeImage(file);
  const key = `${randomBytes(16).toString('hex')}.${UPLOAD_EXTENSIONS[image.contentType]}`;
  await deps.storage.put(key, image.bytes, image.contentType);
  await deps.uploads.insert({
    key,
    ownerUserId: user.id,
    workKind: work.kind,
    workId: work.id,
    contentType: image.contentType,
    bytes: image.bytes.length,
    width: image.width,
    height: image.height,
  });
  return {
    url: `/api/uploads/${key}`,
    content_type: image.contentType,
    width: image.width,
    height: image.height,
    bytes: image.bytes.length,
  };
}
