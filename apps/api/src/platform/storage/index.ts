import { join } from 'node:path';
import type { ApiConfig } from '../config/env';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { ObjectStorage } from './storage';

export { createS3Storage } from './s3-storage';
export type { ObjectStorage, StoredObject } from './storage';

type StorageConfig = Partial<
  Pick<
    ApiConfig,
    | 'DATA_DIR'
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ENDPOINT'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
  >
>;

/**
 * The storage the configuration names: an S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads
 * (with an in-memory database, `memory://`, a folder of its own under the system's temp folder).
 */
export function createStorage(config: StorageConfig, tempFolder: () => string): ObjectStorage {
  if (config.S3_BUCKET)
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION ?? 'us-east-1',
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE ?? false,
    });
  const dataDir = config.DATA_DIR;
  return createDiskStorage(!dataDir || dataDir === 'memory://' ? tempFolder() : join(dataDir, 'uploads'));
}
