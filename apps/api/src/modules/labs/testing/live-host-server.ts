import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  LAB_HOST_SECRET_HEADER,
  type LabHostStart,
  type LabHostState,
  type LabHostTestOutput,
} from '@learnbox/contracts';
import { LAB_FILE_MESSAGES } from '@learnbox/domain';

/**
 * A live host for api tests: a real HTTP server speaking the protocol of
 * packages/contracts/src/lab-host.ts, keeping its labs and builds in memory. Tests steer it
 * (a failing start, the tests' output, the next build's log) and read what it was sent.
 */
export interface TestLiveHost {
  url: string;
  started: LabHostStart[];
  /** Image and container state GET /labs/:id answers for a started lab. */
  state: Pick<LabHostState, 'image' | 'state'>;
  failStart: boolean;
  testOutput: LabHostTestOutput;
  /** Log of a build, handed out two lines per poll; SUCCESS after the last (or FAILURE). */
  buildLog: string[];
  buildResult: 'SUCCESS' | 'FAILURE';
  builds: Map<string, { dockerfile: string }>;
  /** Lab ids the api stopped (DELETE) and reset, in order. */
  stopped: string[];
  resets: string[];
  /** Answer DELETE and reset with a 500, like a host in trouble. */
  failStop: boolean;
  /** Each lab's home files by path, as the file endpoints see them (written by PUT, read by GET). */
  files: Map<string, Map<string, string>>;
  close(): Promise<void>;
}

/** The LABS_INTERNAL_SECRET the test api is given; like the real host, nothing answers without it. */
export const TEST_LABS_SECRET = 'test-labs-internal-secret-0123456789abcdef';

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
}

export async function startTestLiveHost(): Promise<TestLiveHost> {
  const host: Omit<TestLiveHost, 'url' | 'close'> = {
    started: [],
    state: { image: 'present', state: 'running' },
    failStart: false,
    testOutput: { output: '', timed_out: false },
    buildLog: [],
    buildResult: 'SUCCESS',
    builds: new Map(),
    stopped: [],
    resets: [],
    failStop: false,
    files: new Map(),
  };
  const homeOf = (labId: string) => {
    const home = host.files.get(labId) ?? new Map<string, string>();
    host.files.set(labId, home);
    return home;
  };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const send = (status: number, body?: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (request.headers[LAB_HOST_SECRET_HEADER] !== TEST_LABS_SECRET)
      return send(401, { errorText: 'The live host answers the api only: wrong or missing secret.' });
    const labMatch = /^\/labs\/([^/]+)(\/tests)?$/.exec(url.pathname);
    const labAction = /^\/labs\/([^/]+)\/(reset|files|files\/content)$/.exec(url.pathname);
    if (labAction) {
      const labId = decodeURIComponent(labAction[1] ?? '');
      const action = `${request.method} ${labAction[2]}`;
      if (action === 'POST reset') {
        if (host.failStop) return send(500, { errorText: 'reset failed' });
        host.resets.push(labId);
        host.files.delete(labId);
        return send(200, { lab_id: labId, ...host.state });
      }
      const home = homeOf(labId);
      if (action === 'GET files')
        return send(200, {
          entries: [...home].map(([path, content]) => ({
            path,
            type: 'file',
            size: Buffer.byteLength(content),
          })),
        });
      if (action === 'GET files/content') {
        const path = url.searchParams.get('path') ?? '';
        const content = home.get(path);
        return content === undefined
          ? send(404, { errorText: LAB_FILE_MESSAGES.NOT_FOUND })
          : send(200, { path, content });
      }
      if (action === 'PUT files/content') {
        const { path, content } = (await bodyOf(request)) as { path: string; content: string };
        home.set(path, content);
        return send(200, { path, size: Buffer.byteLength(content) });
      }
    }
    if (labMatch && !labMatch[2] && request.method === 'DELETE') {
      if (host.failStop) return send(500, { errorText: 'stop failed' });
      host.stopped.push(decodeURIComponent(labMatch[1] ?? ''));
      response.writeHead(204);
      return response.end();
    }
    const buildMatch = /^\/builds\/(.+)$/.exec(url.pathname);
    if (request.method === 'POST' && url.pathname === '/labs') {
      if (host.failStart) return send(500, { errorText: 'no room' });
      const spec = (await bodyOf(request)) as LabHostStart;
      host.started.push(spec);
      return send(200, { lab_id: spec.lab_id, image: 'pulling', state: 'created' });
    }
    if (labMatch && !labMatch[2] && request.method === 'GET')
      return send(200, { lab_id: decodeURIComponent(labMatch[1] ?? ''), ...host.state });
    if (labMatch?.[2] && request.method === 'POST') {
      await bodyOf(request);
      return send(200, host.testOutput);
    }
    if (request.method === 'POST' && url.pathname === '/builds') {
      const build = (await bodyOf(request)) as { image: string; dockerfile: string };
      host.builds.set(build.image, { dockerfile: build.dockerfile });
      return send(202, {});
    }
    if (buildMatch && request.method === 'GET') {
      const from = Number(url.searchParams.get('from') ?? 0);
      const lines = host.buildLog.slice(from, from + 2);
      const done = from + lines.length >= host.buildLog.length;
      return send(200, { status: done ? host.buildResult : 'PENDING', lines });
    }
    send(404, { errorText: 'not found' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return Object.assign(host, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
