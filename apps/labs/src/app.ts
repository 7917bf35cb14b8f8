import { join } from 'node:path';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { LabsConfig } from './config/env';
import type { LabEngine } from './engine/lab-engine';
import { LabFiles } from './files/lab-files';
import { ImageBuilds } from './host/image-builds';
import { labRecordSchema } from './host/lab-record';
import { labsRoutes } from './host/labs.routes';
import { LabHostError, LiveHost } from './host/live-host';
import { diagnoseRoutes } from './network/diagnose.routes';
import { EgressProxy, type EgressProxyOptions } from './network/egress-proxy';
import { PreviewOrigins } from './preview/preview-origin';
import { PreviewProxy } from './preview/preview-proxy';
import { previewAwareServer } from './preview/preview-server';
import { JsonRecords } from './state/json-records';
import { terminalRoutes } from './terminals/terminal.routes';

export interface BuildLabsAppOptions {
  engine: LabEngine;
  /** Settles once LAB_BASE_IMAGE exists; lab builds wait for it. */
  baseImage: Promise<unknown>;
  logger?: boolean;
  /** Tests only: the egress proxy's pinned names (egress-proxy.ts). */
  egress?: EgressProxyOptions;
}

/** The live host: the api's internal protocol and the browsers' terminals on one port. */
export async function buildLabsApp(
  config: LabsConfig,
  options: BuildLabsAppOptions,
): Promise<FastifyInstance> {
  let preview: PreviewProxy | undefined;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    serverFactory: previewAwareServer(() => preview),
  });
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
  const log = (message: string) => app.log.info(message);
  const host = new LiveHost(
    options.engine,
    builds,
    { cpus: config.cpus, pids: config.pids, homeBytes: config.homeBytes },
    new JsonRecords(join(config.stateDir, 'sessions'), labRecordSchema, log),
    log,
  );
  app.addHook('onClose', async () => host.close());
  preview = new PreviewProxy(
    new PreviewOrigins(config.previewOrigin ?? `http://{lab}.preview.localhost:${config.port}`),
    host,
    options.engine,
  );
  const egress = new EgressProxy(options.egress);
  options.engine.onEgress((labId, socket) => {
    const start = host.runningStart(labId);
    if (!start) return socket.destroy();
    egress.handle(socket, start.egress_allow_list, labId);
  });
  // The labs an earlier copy of the host started are this one's before any request comes.
  await host.adopt();

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(diagnoseRoutes(options.engine, config.allowedOrigins));
  await app.register(terminalRoutes(host, config.allowedOrigins));
  await app.register(labsRoutes(host, builds, new LabFiles(options.engine, host), config.internalSecret));
  return app;
}
