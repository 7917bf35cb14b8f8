import { UPLOAD_BODY_LIMIT_BYTES } from '@learnbox/contracts';
import { eq, uploadedImages } from '@learnbox/db';
import { UPLOAD_MAX_BYTES } from '@learnbox/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADA,
  buildUploadsTestApp,
  multipartBody,
  sampleImage,
  TEAM,
  type UploadsTestApp,
} from './testing/uploads-test-app';

let app: UploadsTestApp;
beforeAll(async () => {
  app = await buildUploadsTestApp();
}, 60_000);
afterAll(() => app?.dispose());

const LESSON_URL = '/api/author/page/lsn-python-hello/image/upload/url';

describe('limits', () => {
  it('reads an upload body of the largest image plus the multipart envelope, and no more', () => {
    expect(UPLOAD_BODY_LIMIT_BYTES).toBe(UPLOAD_MAX_BYTES + 64 * 1024);
  });
});

describe('upload URLs (spec section 7 "Content")', () => {
  it('gives the author of each work a signed link that expires in ten minutes', async () => {
    const paths = [
      LESSON_URL,
      '/api/page/editor/lsn-python-hello/image/upload/url',
      '/api/edpresso/shot/shot-algorithms-binary-search/image/upload/url',
      '/api/author/learnbox-team/collection/crs-python-basics/page/lsn-python-hello/image/upload/url',
      '/api/author/learnbox-team/concept/crs-python-basics/page/lsn-python-hello/image/upload/url',
      '/api/author/collection/crs-python-basics/cover/upload/url',
    ];
    for (const url of paths) {
      const reply = await app.call({ method: 'GET', url }, TEAM);
      expect(reply.statusCode, url).toBe(200);
      const { upload_url, expires_at } = reply.json();
      expect(upload_url).toMatch(
        /^\/api\/uploads\?kind=(lesson|shot|course)&id=[a-z0-9-]+&expires=\d+&signature=[0-9a-f]{64}$/,
      );
      expect(expires_at).toBe('2026-05-04T10:10:00.000Z');
    }
  });

  it('asks a visitor to log in (401) and hides works from others and the unverified (404)', async () => {
    expect((await app.call({ method: 'GET', url: LESSON_URL })).statusCode).toBe(401);
    const ada = await app.call({ method: 'GET', url: LESSON_URL }, ADA);
    expect(ada.statusCode).toBe(404);
    expect(ada.json().errorText).toBe('This work does not exist or you cannot edit it.');
    const unverified = await app.call({ method: 'GET', url: LESSON_URL }, { ...TEAM, emailVerified: false });
    expect(unverified.statusCode).toBe(404);
    // The lesson is in crs-python-basics: named under another course, it is not found.
    const wrongCourse = await app.call(
      {
        method: 'GET',
        url: '/api/author/ada-author/collection/crs-bash-essentials/page/lsn-python-hello/image/upload/url',
      },
      TEAM,
    );
    expect(wrongCourse.statusCode).toBe(404);
    const missing = await app.call(
      { method: 'GET', url: '/api/author/page/lsn-nothing/image/upload/url' },
      TEAM,
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('uploading (POST to the link, field file-0)', () => {
  it('stores a PNG re-encoded and serves it with its type, nosniff, a sandbox policy and a long cache', async () => {
    const reply = await app.upload(LESSON_URL, { bytes: await sampleImage('png'), name: 'diagram.png' });
    expect(reply.statusCode).toBe(200);
    const image = reply.json();
    expect(image).toMatchObject({ content_type: 'image/png', width: 40, height: 30 });
    expect(image.url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await app.call({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.length).toBe(image.bytes);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    const key = image.url.split('/').pop();
    const [row] = await app.deps.db.select().from(uploadedImages).where(eq(uploadedImages.key, key));
    expect(row).toMatchObject({
      ownerUserId: 'team',
      workKind: 'lesson',
      workId: 'lsn-python-hello',
      contentType: 'image/png',
      width: 40,
      height: 30,
      bytes: image.bytes,
    });
  });

  it('keeps JPEG, GIF and WebP in their type, and drops metadata (EXIF) from a JPEG', async () => {
    const withExif = await sharp(await sampleImage('jpeg', 64, 48))
      .withExif({ IFD0: { Copyright: 'secret-gps-and-camera-owner' } })
      .jpeg()
      .toBuffer();
    expect(withExif.includes('secret-gps-and-camera-owner')).toBe(true);
    const jpeg = (
      await app.upload(LESSON_URL, { bytes: withExif, name: 'photo.jpg', type: 'image/jpeg' })
    ).json();
    expect(jpeg).toMatchObject({ content_type: 'image/jpeg', width: 64, height: 48 });
    const stored = (await app.call({ method: 'GET', url: jpeg.url })).rawPayload;
    expect(stored.includes('secret-gps-and-camera-owner')).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    for (const format of ['gif', 'webp'] as const) {
      const reply = await app.upload('/api/edpresso/shot/shot-algorithms-binary-search/image/upload/url', {
        bytes: await sampleImage(format),
        name: `x.${format}`,
      });
      expect(reply.json()).toMatchObject({ content_type: `image/${format}`, width: 40, height: 30 });
    }
  });

  it("answers 'Invalid file!' without a file, with the file in another field, or without multipart", async () => {
    for (const reply of [
      await app.upload(LESSON_URL, null),
      await app.upload(LESSON_URL, { bytes: await sampleImage('png') }, TEAM, 'file-1'),
      await app.upload(LESSON_URL, { bytes: Buffer.alloc(0) }),
    ]) {
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errorText).toBe('Invalid file!');
    }
    const link = (await app.call({ method: 'GET', url: LESSON_URL }, TEAM)).json().upload_url;
    const json = await app.call({ method: 'POST', url: link, payload: { file: 'x' } }, TEAM);
    expect(json.statusCode).toBe(400);
    expect(json.json().errorText).toBe('Invalid file!');
  });

  it('asks a visitor to log in, and answers 404 for a key that was never stored', async () => {
    const link = (await app.call({ method: 'GET', url: LESSON_URL }, TEAM)).json().upload_url;
    const body = multipartBody({ bytes: await sampleImage('png') });
    expect((await app.call({ method: 'POST', url: link, ...body })).statusCode).toBe(401);
    const unknown = await app.call({ method: 'GET', url: `/api/uploads/${'a'.repeat(32)}.png` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorText).toBe('This image does not exist.');
  });
});
