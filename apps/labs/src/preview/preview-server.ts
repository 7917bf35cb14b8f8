import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { PreviewProxy } from './preview-proxy';

/**
 * One port for the host's routes and every lab's preview: requests (and upgrades) whose Host is a
 * preview origin go to the preview proxy before Fastify sees them, so an app's paths never meet
 * the host's routes. Upgrades are taken at the server's emit because @fastify/websocket listens
 * to every 'upgrade' itself.
 */
export function previewAwareServer(preview: () => PreviewProxy | undefined) {
  return (handler: (request: IncomingMessage, response: ServerResponse) => void): Server => {
    const server = createServer((request, response) => {
      const proxy = preview();
      const labId = proxy?.labOf(request);
      if (proxy && labId) proxy.handleRequest(labId, request, response);
      else handler(request, response);
    });
    const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
    server.emit = ((event: string, ...args: unknown[]) => {
      const proxy = preview();
      if (event === 'upgrade' && proxy) {
        const [request, socket, head] = args as [IncomingMessage, Duplex, Buffer];
        const labId = proxy.labOf(request);
        if (labId) {
          proxy.handleUpgrade(labId, request, socket, head);
          return true;
        }
      }
      return emit(event, ...args);
    }) as Server['emit'];
    return server;
  };
}
