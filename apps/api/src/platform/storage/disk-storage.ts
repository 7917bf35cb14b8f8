import { constants } from 'node:fs';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { assertSafeKey, type ObjectStorage, type StoredObject } from './storage';

/** The content type is kept beside the bytes, in `{key}.type`. */
const TYPE_SUFFIX = '.type';

/**
 * Objects as files in one folder (DATA_DIR/uploads on the embedded set-up). Keys are single
 * segments (assertSafeKey), and files are opened with O_NOFOLLOW: a symlink planted in the folder
 * is never followed, for reading or writing. Writes go to a temporary file first, then rename,
 * so a reader never sees half an image.
 */
export function createDiskStorage(folder: string): ObjectStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(folder, key);
  };
  const readNoFollow = async (path: string): Promise<Buffer | null> => {
    try {
      const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW);
      try {
        return await handle.readFile();
      } finally {
        await handle.close();
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  const writeNoFollow = async (path: string, bytes: Buffer | string) => {
    const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
    const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
    const handle = await open(temporary, flags, 0o600);
    try {
      await handle.writeFile(bytes);
    } finally {
      await handle.close();
    }
    // rename replaces a symlink at `path` itself, never what it points to.
    await rename(temporary, path);
  };

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await writeNoFollow(`${path}${TYPE_SUFFIX}`, contentType);
      await writeNoFollow(path, bytes);
    },
    async get(key): Promise<StoredObject | null> {
      const path = pathOf(key);
      const bytes = await readNoFollow(path);
      const type = await readNoFollow(`${path}${TYPE_SUFFIX}`);
      if (!bytes || !type) return null;
      return { bytes, contentType: type.toString('utf8') };
    },
    async delete(key) {
      const path = pathOf(key);
      for (const file of [path, `${path}${TYPE_SUFFIX}`])
        await unlink(file).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        });
    },
  };
}
