import { readFileSync } from 'node:fs';
import { type LabDiagnosePong, type LabHostDiagnosis, labDiagnosePingSchema } from '@learnbox/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { LabEngine } from '../engine/lab-engine';

export const DIAGNOSE_PATH = '/edu-diagnose-network';
const ENGINE_CHECK_MS = 2000;

const VERSION: string = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;

async function engineUp(engine: LabEngine): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ENGINE_CHECK_MS);
  });
  try {
    return await Promise.race([engine.list().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Network diagnostics (spec section 7): GET /edu-diagnose-network, public and cheap, answers the
 * host's clock, version and whether its engine answers, readable by the web's pages (CORS); the
 * same path as a WebSocket echoes each ping with the host's clock, so the page measures the round
 * trip through whatever proxies sit between the learner and the host. The page logs the result.
 */
export function diagnoseRoutes(engine: LabEngine, allowedOrigins: readonly string[]): FastifyPluginAsync {
  const origins = new Set(allowedOrigins);
  return async (app) => {
    app.route({
      method: 'GET',
      url: DIAGNOSE_PATH,
      handler: async (request, reply): Promise<LabHostDiagnosis> => {
        const origin = request.headers.origin;
        if (origin && origins.has(origin)) reply.header('access-control-allow-origin', origin);
        reply.header('vary', 'Origin').header('cache-control', 'no-store');
        return { host_time: Date.now(), version: VERSION, engine: (await engineUp(engine)) ? 'up' : 'down' };
      },
      wsHandler: (socket, request) => {
        const origin = request.headers.origin;
        if (origin !== undefined && !origins.has(origin)) return socket.close(4003, 'origin not allowed');
        socket.on('message', (data: Buffer, isBinary: boolean) => {
          if (isBinary) return;
          let ping: ReturnType<typeof labDiagnosePingSchema.safeParse>;
          try {
            ping = labDiagnosePingSchema.safeParse(JSON.parse(data.toString()));
          } catch {
            return;
          }
          if (!ping.success) return;
          const pong: LabDiagnosePong = { ...ping.data, type: 'pong', host_time: Date.now() };
          socket.send(JSON.stringify(pong));
        });
      },
    });
  };
}
