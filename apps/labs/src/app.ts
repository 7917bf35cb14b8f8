import websocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { LabsConfig } from './config/env';
import type { LabEngine } from './engine/lab-engine';
import { ImageBuilds } from './host/image-builds';
import { labsRoutes } from './host/labs.routes';
import { LabHostError, LiveHost } from './host/live-host';
import { terminalRoutes } from './terminals/terminal.routes';

export interface BuildLabsAppOptions {
  engine: LabEngine;
  /** Settles once LAB_BASE_IMAGE exists; lab builds wait for it. */
  baseImage: Promise<unknown>;
  logger?: boolean;
}

/** The live host: the api's internal protocol and the browsers' terminals on one port. */
export async function buildLabsApp(
  config: LabsConfig,
  options: BuildLabsAppOptions,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof LabHostError)
      return reply.status(error.statusCode).send({ errorText: error.message });
    if (error.validation) return reply.status(400).send({ errorText: `Invalid request: ${error.message}` });
    app.log.error({ err: error }, 'lab host request failed');
    return reply.status(500).send({ errorText: `The live host could not do that: ${error.message}` });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ errorText: 'Not found.' }));

  const builds = new ImageBuilds(options.engine, options.baseImage);
  const host = new LiveHost(
    options.engine,
    builds,
    { cpus: config.cpus, pids: config.pids, homeBytes: config.homeBytes },
    (message) => app.log.info(message),
  );
  app.addHook('onClose', async () => host.close());

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(terminalRoutes(host, config.allowedOrigins));
  await app.register(labsRoutes(host, builds, config.internalSecret));
  return app;
}
