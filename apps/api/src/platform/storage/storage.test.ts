import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { ObjectStorage } from './storage';
import { startTestS3, TEST_S3_CREDENTIALS } from './testing-s3';

let folder: string;
let outside: string;
let s3: Awaited<ReturnType<typeof startTestS3>>;
let s3Storage: ObjectStorage & { close(): void };

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'learnbox-disk-'));
  outside = await mkdtemp(join(tmpdir(), 'learnbox-outside-'));
  s3 = await startTestS3('learnbox-test');
  s3Storage = createS3Storage({
    bucket: 'learnbox-test',
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    prefix: 'uploads/',
    ...TEST_S3_CREDENTIALS,
  });
}, 30_000);
afterAll(async () => {
  s3Storage?.close();
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

describe.each([
  ['disk', () => createDiskStorage(folder)],
  ['S3 (s3rver, SDK v3 signatures)', () => s3Storage],
])('%s storage', (_name, storageOf) => {
  it('puts, gets with its type, replaces and deletes an object; a missing one is null', async () => {
    const storage = storageOf();
    await storage.put('a1b2.png', bytes, 'image/png');
    expect(await storage.get('a1b2.png')).toEqual({ bytes, contentType: 'image/png' });
    await storage.put('a1b2.png', Buffer.from('other'), 'image/webp');
    expect(await storage.get('a1b2.png')).toEqual({ bytes: Buffer.from('other'), contentType: 'image/webp' });
    await storage.delete('a1b2.png');
    expect(await storage.get('a1b2.png')).toBeNull();
    await storage.delete('a1b2.png');
    expect(await storage.get('never-stored.png')).toBeNull();
  });

  it('refuses keys that are not one plain segment', async () => {
    const storage = storageOf();
    for (const key of ['../escape.png', 'a/b.png', '.hidden', '', 'nul\u0000.png', 'x'.repeat(300), '..'])
      await expect(storage.put(key, bytes, 'image/png'), JSON.stringify(key)).rejects.toThrow(
        /Refused storage key/,
      );
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/Refused storage key/);
  });
});

describe('disk storage and symlinks', () => {
  it('never reads through a symlink planted in its folder', async () => {
    await writeFile(join(outside, 'secret.txt'), 'top secret');
    await writeFile(join(outside, 'secret.type'), 'text/plain');
    await symlink(join(outside, 'secret.txt'), join(folder, 'planted.png'));
    await symlink(join(outside, 'secret.type'), join(folder, 'planted.png.type'));
    await expect(createDiskStorage(folder).get('planted.png')).rejects.toThrow(/ELOOP|symbolic/i);
  });

  it('replaces a planted symlink on write instead of writing through it', async () => {
    await writeFile(join(outside, 'target.txt'), 'untouched');
    await symlink(join(outside, 'target.txt'), join(folder, 'victim.png'));
    await createDiskStorage(folder).put('victim.png', bytes, 'image/png');
    expect(await readFile(join(outside, 'target.txt'), 'utf8')).toBe('untouched');
    expect(await createDiskStorage(folder).get('victim.png')).toEqual({ bytes, contentType: 'image/png' });
    expect((await readdir(folder)).some((name) => name.endsWith('.tmp'))).toBe(false);
  });
});
