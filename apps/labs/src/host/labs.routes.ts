import {
  LAB_HOST_SECRET_HEADER,
  type LabHostBuildProgress,
  type LabHostState,
  type LabHostTestOutput,
  labHostBuildSchema,
  labHostStartSchema,
  labHostTestsSchema,
} from '@learnbox/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { labFilesRoutes } from '../files/files.routes';
import type { LabFiles } from '../files/lab-files';
import type { ImageBuilds } from './image-builds';
import { LabHostError, type LiveHost, sameSecret } from './live-host';

const labParams = z.object({ labId: z.string().min(1) });

/** The api's calls (packages/contracts/src/lab-host.ts), each proven with the shared secret. */
export function labsRoutes(
  host: LiveHost,
  builds: ImageBuilds,
  files: LabFiles,
  secret: string,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const given = request.headers[LAB_HOST_SECRET_HEADER];
      if (typeof given !== 'string' || !sameSecret(given, secret))
        return reply
          .status(401)
          .send({ errorText: 'The live host answers the api only: wrong or missing secret.' });
    });

    app.post(
      '/labs',
      { schema: { body: labHostStartSchema } },
      async (request): Promise<LabHostState> => host.start(request.body),
    );
    app.get(
      '/labs/:labId',
      { schema: { params: labParams } },
      async (request): Promise<LabHostState> => host.state(request.params.labId),
    );
    app.delete('/labs/:labId', { schema: { params: labParams } }, async (request, reply) => {
      await host.stop(request.params.labId);
      return reply.status(204).send();
    });
    await app.register(labFilesRoutes(files));
    app.post(
      '/labs/:labId/reset',
      { schema: { params: labParams } },
      async (request): Promise<LabHostState> => host.reset(request.params.labId),
    );
    app.post(
      '/labs/:labId/tests',
      { schema: { params: labParams, body: labHostTestsSchema } },
      async (request): Promise<LabHostTestOutput> => host.runTests(request.params.labId, request.body),
    );
    app.post('/builds', { schema: { body: labHostBuildSchema } }, async (request, reply) => {
      void builds.build(request.body.image, request.body.dockerfile);
      return reply.status(202).send();
    });
    app.get(
      '/builds/:image',
      {
        schema: {
          params: z.object({ image: z.string().min(1) }),
          querystring: z.object({ from: z.coerce.number().int().min(0).default(0) }),
        },
      },
      async (request): Promise<LabHostBuildProgress> => {
        const progress = await builds.progress(request.params.image, request.query.from);
        if (!progress)
          throw new LabHostError(`No build of ${request.params.image} is known to this host.`, 404);
        return progress;
      },
    );
  };
}
