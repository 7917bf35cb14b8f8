import { createTestDb } from '@learnbox/db/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { type BuildAppOptions, buildApp } from '../../../app';
import type { ApiConfig } from '../../../platform/config/env';
import type { AppInstance } from '../../../platform/http/app-instance';

/** Who a request is from; the address decides authorship (content/authors/*.yaml). */
export interface UploadsCaller {
  userId: string;
  email: string;
  emailVerified?: boolean;
}

/** team@learnbox.dev wrote crs-python-basics (lesson lsn-python-hello) and shot-algorithms-binary-search. */
export const TEAM: UploadsCaller = { userId: 'team', email: 'team@learnbox.dev' };
/** author@example.com (Ada) wrote crs-bash-essentials (lesson lsn-bash-functions) and shot-git-stash. */
export const ADA: UploadsCaller = { userId: 'ada', email: 'author@example.com' };

export type UploadsTestApp = AppInstance & {
  clock: { now: Date };
  dispose(): Promise<void>;
  call(options: InjectOptions & { url: string }, caller?: UploadsCaller): Promise<LightMyRequestResponse>;
  /** GET an upload URL, then POST `file` (bytes, name, declared type) to it in `field`. */
  upload(
    urlPath: string,
    file: { bytes: Buffer; name?: string; type?: string } | null,
    caller?: UploadsCaller,
    field?: string,
  ): Promise<LightMyRequestResponse>;
};

/** A multipart/form-data body holding one file part (or none). */
export function multipartBody(
  file: { bytes: Buffer; name?: string; type?: string } | null,
  field = 'file-0',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----learnbox-test-boundary-7d1f';
  const parts: Buffer[] = [];
  if (file) {
    const name = (file.name ?? 'image.png').replace(/"/g, '%22');
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  } else {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small real image of each accepted type. */
export const sampleImage = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

/**
 * The api on a fresh seeded database; request.user comes from test headers (set after the session
 * resolver ran), as in the labs tests.
 */
export async function buildUploadsTestApp(
  config: Partial<ApiConfig> = {},
  uploads: BuildAppOptions['uploads'] = {},
): Promise<UploadsTestApp> {
  const handle = await createTestDb({ seed: true });
  const clock = { now: new Date('2026-05-04T10:00:00Z') };
  const app = await buildApp(
    { LOG_LEVEL: 'silent', AUTH_SECRET: 'uploads-test-secret-0123456789abcdef', ...config },
    { db: handle.db, dbKind: handle.kind },
    { uploads: { now: () => clock.now, ...uploads } },
  );
  app.addHook('onRequest', async (request) => {
    const userId = request.headers['x-test-user'];
    if (typeof userId !== 'string') return;
    request.user = {
      id: userId,
      email: String(request.headers['x-test-email']),
      name: userId,
      emailVerified: request.headers['x-test-unverified'] !== '1',
      isInternalStaff: false,
    };
  });
  await app.ready();
  const call = (request: InjectOptions & { url: string }, caller?: UploadsCaller) => {
    const headers: Record<string, string> = { ...(request.headers as Record<string, string>) };
    if (caller) {
      headers['x-test-user'] = caller.userId;
      headers['x-test-email'] = caller.email;
      if (caller.emailVerified === false) headers['x-test-unverified'] = '1';
    }
    return app.inject({ ...request, headers });
  };
  return Object.assign(app, {
    clock,
    dispose: async () => {
      await app.close();
      await handle.close();
    },
    call,
    async upload(
      urlPath: string,
      file: { bytes: Buffer; name?: string; type?: string } | null,
      caller: UploadsCaller = TEAM,
      field = 'file-0',
    ) {
      const link = await call({ method: 'GET', url: urlPath }, caller);
      if (link.statusCode !== 200) throw new Error(`upload url: ${link.statusCode} ${link.body}`);
      const body = multipartBody(file, field);
      return call({ method: 'POST', url: link.json().upload_url, ...body }, caller);
    },
  });
}
