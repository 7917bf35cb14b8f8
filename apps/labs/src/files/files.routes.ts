import {
  type LabHostFileContent,
  type LabHostFiles,
  type LabHostFileWritten,
  labHostFileQuerySchema,
  labHostFileWriteSchema,
} from '@learnbox/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LabFiles } from './lab-files';

const labParams = z.object({ labId: z.string().min(1) });
/** A 1 MB file as JSON can take up to six characters a byte (\u escapes); the content cap is checked in bytes. */
const WRITE_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * The home's files of a running lab (packages/contracts/src/lab-host.ts), registered inside the
 * api routes' plugin so the shared-secret check covers them.
 */
export function labFilesRoutes(files: LabFiles): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/labs/:labId/files',
      { schema: { params: labParams } },
      async (request): Promise<LabHostFiles> => ({ entries: await files.tree(request.params.labId) }),
    );
    app.get(
      '/labs/:labId/files/content',
      { schema: { params: labParams, querystring: labHostFileQuerySchema } },
      async (request): Promise<LabHostFileContent> => files.read(request.params.labId, request.query.path),
    );
    app.put(
      '/labs/:labId/files/content',
      { bodyLimit: WRITE_BODY_LIMIT, schema: { params: labParams, body: labHostFileWriteSchema } },
      async (request): Promise<LabHostFileWritten> =>
        files.write(request.params.labId, request.body.path, request.body.content),
    );
  };
}
