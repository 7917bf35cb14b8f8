import multipart from '@fastify/multipart';
import { apiRoutes, UPLOAD_BODY_LIMIT_BYTES } from '@learnbox/contracts';
import { DomainError, STATUS, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@learnbox/domain';
import type { FastifyRequest } from 'fastify';
import type { ApiConfig } from '../../platform/config/env';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import { createUploadsService, type UploadsModuleOptions } from './uploads.service';

/** The multipart field the studio's dialogs send the file in (spec section 7). */
const FILE_FIELD = 'file-0';

/**
 * The image served back: its recorded type, never sniffed by the browser, never a document that
 * could run anything (a sandboxed policy with nothing allowed), cached for good (keys never change).
 */
const IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "sandbox; default-src 'none'",
  'cache-control': 'public, max-age=31536000, immutable',
};

/** The bytes of the first `file-0` part, or null; other parts are drained and ignored. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer | null> {
  if (!request.isMultipart()) return null;
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === FILE_FIELD && file === null) file = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new DomainError(UPLOAD_MESSAGES.TOO_LARGE, STATUS.OPERATION_NOT_ALLOWED);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || !code)
      throw new DomainError(UPLOAD_MESSAGES.INVALID_FILE, STATUS.OPERATION_NOT_ALLOWED);
    throw error;
  }
  return file;
}

export const uploadsRoutes =
  (config: Partial<ApiConfig>, options: UploadsModuleOptions) => async (app: AppInstance) => {
    const service = createUploadsService(app.deps.db, config, options);
    const routes = apiRoutes.uploads;

    // Scoped to this plugin: no other route reads multipart bodies.
    await app.register(multipart, {
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        files: 4,
        fields: 16,
        fieldSize: 1024,
        parts: 20,
        headerPairs: 50,
      },
    });

    registerRoute(app, routes.authorPageUrl, async (request) =>
      service.issueUrl(request.user, { kind: 'lesson', id: request.params.id }),
    );
    registerRoute(app, routes.pageEditorUrl, async (request) =>
      service.issueUrl(request.user, { kind: 'lesson', id: request.params.id }),
    );
    registerRoute(app, routes.shotUrl, async (request) =>
      service.issueUrl(request.user, { kind: 'shot', id: request.params.id }),
    );
    registerRoute(app, routes.collectionPageUrl, async (request) =>
      service.issueUrl(request.user, {
        kind: 'lesson',
        id: request.params.page,
        courseId: request.params.collection,
      }),
    );
    registerRoute(app, routes.conceptPageUrl, async (request) =>
      service.issueUrl(request.user, {
        kind: 'lesson',
        id: request.params.page,
        courseId: request.params.concept,
      }),
    );
    registerRoute(app, routes.courseCoverUrl, async (request) =>
      service.issueUrl(request.user, { kind: 'course', id: request.params.id }),
    );

    registerRoute(
      app,
      routes.upload,
      async (request) => service.upload(request.user, request.query, () => readUploadedFile(request)),
      { bodyLimit: UPLOAD_BODY_LIMIT_BYTES },
    );

    registerRoute(app, routes.image, async (request, reply) => {
      const image = await service.read(request.params.key);
      return reply.headers(IMAGE_HEADERS).type(image.contentType).send(image.bytes);
    });
  };
