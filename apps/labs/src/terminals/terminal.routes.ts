import { labTerminalControlSchema } from '@learnbox/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LiveHost } from '../host/live-host';
import type { TerminalViewer } from './terminal-session';

/** Terminals a lab may have open at once (tabs of the lab page). */
const MAX_TERMINALS = 8;

const terminalQuery = z.object({
  auth: z.string().min(1),
  term: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_TERMINALS - 1)
    .default(0),
  cols: z.coerce.number().int().min(1).max(1000).optional(),
  rows: z.coerce.number().int().min(1).max(1000).optional(),
});

/**
 * The browser's terminal: GET /labs/:labId/terminal?auth=&term= upgraded to a WebSocket. Only
 * the web's origins and the lab's allocate_auth get in; both are checked before the upgrade.
 */
export function terminalRoutes(host: LiveHost, allowedOrigins: readonly string[]): FastifyPluginAsyncZod {
  const origins = new Set(allowedOrigins);
  return async (app) => {
    app.get(
      '/labs/:labId/terminal',
      {
        websocket: true,
        schema: { params: z.object({ labId: z.string().min(1) }), querystring: terminalQuery },
        preValidation: async (request, reply) => {
          // Browsers always send Origin on a WebSocket; a missing one is a program, not a page.
          const origin = request.headers.origin;
          if (origin !== undefined && !origins.has(origin))
            return reply
              .status(403)
              .send({ errorText: `Terminals open from the Learnbox site only, not ${origin}.` });
          const { labId } = request.params as { labId: string };
          const { auth } = request.query as { auth?: string };
          if (!auth || !host.checkAuth(labId, auth))
            return reply
              .status(401)
              .send({ errorText: 'This lab is not yours or has ended: start it again.' });
        },
      },
      async (socket, request) => {
        const { labId } = request.params;
        const { term, cols, rows } = request.query;
        const viewer: TerminalViewer = {
          send: (bytes) => socket.send(bytes, { binary: true }),
          close: (code, reason) => socket.close(code, reason),
        };
        // Keystrokes typed before the shell exists are kept, not lost.
        const early: [Buffer, boolean][] = [];
        const onEarly = (data: Buffer, isBinary: boolean) => early.push([data, isBinary]);
        socket.on('message', onEarly);
        let session: Awaited<ReturnType<LiveHost['terminal']>>;
        try {
          session = await host.terminal(labId, term, cols && rows ? { cols, rows } : undefined);
        } catch (error) {
          socket.close(1011, (error as Error).message.slice(0, 120));
          return;
        }
        socket.off('message', onEarly);
        const onMessage = (data: Buffer, isBinary: boolean) => {
          if (isBinary) return session.write(data);
          const control = labTerminalControlSchema.safeParse(JSON.parse(data.toString() || 'null'));
          if (!control.success) return;
          if (control.data.type === 'input') session.write(control.data.data);
          else void session.resize(control.data.cols, control.data.rows).catch(() => {});
        };
        session.attach(viewer);
        socket.on('message', (data: Buffer, isBinary: boolean) => {
          try {
            onMessage(data, isBinary);
          } catch {
            // A text frame that is not JSON: ignored like any unknown control.
          }
        });
        for (const [data, isBinary] of early) onMessage(data, isBinary);
        socket.on('close', () => session.detach(viewer));
      },
    );
  };
}
