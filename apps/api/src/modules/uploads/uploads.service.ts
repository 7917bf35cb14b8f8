import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@learnbox/db';
import type { ApiConfig } from '../../platform/config/env';
import type { CurrentUser } from '../../platform/http/current-user';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter';
import { createStorage, type ObjectStorage } from '../../platform/storage';
import { createUploadLinkSigner } from './upload-link';
import { createUploadsRepository, createWorkEditCheck } from './uploads.repository';
import { issueUploadUrl } from './use-cases/issue-upload-url';
import { readImage } from './use-cases/read-image';
import { uploadImage } from './use-cases/upload-image';
import type { UploadWork, WorkEditCheck } from './work-edit-check';

/** Uploads per user: far above an author placing images, far below a script filling the disk. */
const DEFAULT_UPLOADS_PER_USER: RateLimitRule = { max: 120, windowMs: 60 * 60_000 };

export interface UploadsModuleOptions {
  limiter: RateLimiter;
  /** Where bytes go; from the configuration (S3_BUCKET or DATA_DIR/uploads) unless a test passes one. */
  storage?: ObjectStorage;
  /**
   * Who may upload to a work (work-edit-check.ts). The authoring module's `work` policy plugs in
   * here (app.ts); the default answers from the tables (uploads.repository.ts).
   */
  canEdit?: WorkEditCheck;
  perUser?: RateLimitRule;
  now?: () => Date;
}

/** The uploads use cases with their collaborators composed once. */
export function createUploadsService(
  db: Database,
  config: Partial<ApiConfig>,
  options: UploadsModuleOptions,
) {
  const storage =
    options.storage ?? createStorage(config, () => mkdtempSync(join(tmpdir(), 'learnbox-uploads-')));
  const canEdit = options.canEdit ?? createWorkEditCheck(db);
  const signer = createUploadLinkSigner(config.AUTH_SECRET, options.now ?? (() => new Date()));
  const uploads = createUploadsRepository(db);
  const uploadDeps = {
    canEdit,
    signer,
    storage,
    uploads,
    limiter: options.limiter,
    perUser: options.perUser ?? DEFAULT_UPLOADS_PER_USER,
  };
  return {
    issueUrl: (user: CurrentUser | null, work: UploadWork) => issueUploadUrl({ canEdit, signer }, user, work),
    upload: (
      user: CurrentUser | null,
      query: Record<string, string>,
      readFile: () => Promise<Buffer | null>,
    ) => uploadImage(uploadDeps, user, query, readFile),
    read: (key: string) => readImage({ storage, uploads }, key),
  };
}
