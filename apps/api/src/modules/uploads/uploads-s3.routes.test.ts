import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../platform/storage';
import { startTestS3, TEST_S3_CREDENTIALS } from '../../platform/storage/testing-s3';
import { buildUploadsTestApp, sampleImage, type UploadsTestApp } from './testing/uploads-test-app';

let s3: Awaited<ReturnType<typeof startTestS3>>;
let app: UploadsTestApp;
beforeAll(async () => {
  s3 = await startTestS3('studio-images');
  app = await buildUploadsTestApp({
    S3_BUCKET: 'studio-images',
    S3_REGION: 'eu-west-1',
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: true,
    S3_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
  });
}, 60_000);
afterAll(async () => {
  await app?.dispose();
  await s3?.close();
});

describe('uploads with S3_BUCKET set (a real S3-compatible server)', () => {
  it('stores the re-encoded image in the bucket and serves it back from there', async () => {
    const reply = await app.upload('/api/author/collection/crs-python-basics/cover/upload/url', {
      bytes: await sampleImage('webp', 80, 20),
      name: 'cover.webp',
    });
    expect(reply.statusCode).toBe(200);
    const image = reply.json();
    const key = image.url.split('/').pop();
    const bucket = createS3Storage({
      bucket: 'studio-images',
      region: 'eu-west-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      ...TEST_S3_CREDENTIALS,
    });
    const stored = await bucket.get(key);
    bucket.close();
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.bytes.length).toBe(image.bytes);
    const served = await app.call({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.length).toBe(image.bytes);
  });
});
