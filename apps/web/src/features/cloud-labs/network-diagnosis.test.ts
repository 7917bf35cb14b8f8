import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type LabHostDiagnosis,
  labDiagnosePingSchema,
  labLogInteractionBodySchema,
} from '@learnbox/contracts';
import { DIAGNOSTIC_CODES } from '@learnbox/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket, WebSocketServer } from 'ws';
import {
  type DiagnosisDeps,
  diagnoseLabNetwork,
  type LabNetworkDiagnosis,
  WS_PINGS,
} from './network-diagnosis';
import type { WebSocketConstructor } from './terminal-connection';

/**
 * A small host of the live host's diagnosis protocol (packages/contracts lab-host.ts): the HTTP
 * answer and the WebSocket that echoes pings. `pongs` limits how many pings it answers.
 */
async function startHost(options: { httpStatus?: number; pongs?: number; hang?: boolean } = {}) {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (options.hang) return;
    const answer: LabHostDiagnosis = { host_time: Date.now(), version: '0.1.0', engine: 'up' };
    response.writeHead(options.httpStatus ?? 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  });
  const sockets = new WebSocketServer({ server });
  let answered = 0;
  sockets.on('connection', (socket) => {
    socket.on('message', (data: Buffer) => {
      const ping = labDiagnosePingSchema.parse(JSON.parse(data.toString()));
      answered += 1;
      if (options.pongs !== undefined && answered > options.pongs) return socket.close(1011);
      socket.send(JSON.stringify({ ...ping, type: 'pong', host_time: Date.now() }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  hosts.push(server);
  return { url, requests };
}

const hosts: Server[] = [];
afterEach(() => {
  for (const server of hosts.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

function deps(logged: LabNetworkDiagnosis[]): Partial<DiagnosisDeps> {
  return {
    WebSocket: NodeWebSocket as unknown as WebSocketConstructor,
    log: async (diagnosis) => {
      logged.push(diagnosis);
    },
    timing: { httpTimeoutMs: 300, wsTimeoutMs: 500, wsReconnectDelayMs: 10, wsMaxRetries: 3 },
  };
}

describe('diagnoseLabNetwork', () => {
  it('measures the HTTP round trip and five WebSocket pings, and logs what it found', async () => {
    const host = await startHost();
    const logged: LabNetworkDiagnosis[] = [];
    const diagnosis = await diagnoseLabNetwork(`${host.url}/`, deps(logged));
    expect(host.requests).toEqual(['/edu-diagnose-network']);
    expect(diagnosis.http).toMatchObject({
      code: DIAGNOSTIC_CODES.OK,
      text: 'OK',
      attempts: 1,
      host_version: '0.1.0',
      engine: 'up',
    });
    expect(diagnosis.http.rtt_ms).toBeGreaterThanOrEqual(0);
    expect(Math.abs(diagnosis.http.clock_offset_ms ?? Number.NaN)).toBeLessThan(1000);
    expect(diagnosis.websocket).toMatchObject({ code: DIAGNOSTIC_CODES.OK, attempts: 1, failure: null });
    expect(diagnosis.websocket.rtts_ms).toHaveLength(WS_PINGS);
    expect(logged).toEqual([diagnosis]);
    // What the api's log-interaction accepts as its interaction_map.
    expect(labLogInteractionBodySchema.safeParse({ interaction_map: diagnosis }).success).toBe(true);
  });

  it('retries a failing host 3 times and names the failure in the spec codes', async () => {
    const host = await startHost({ httpStatus: 503, pongs: 2 });
    const logged: LabNetworkDiagnosis[] = [];
    const diagnosis = await diagnoseLabNetwork(host.url, deps(logged));
    expect(diagnosis.http).toMatchObject({ code: DIAGNOSTIC_CODES.SERVER_ERROR, attempts: 4, rtt_ms: null });
    expect(host.requests).toHaveLength(4);
    // The host answers two pings in all, then closes every socket: 3 retries, then it reports.
    expect(diagnosis.websocket).toMatchObject({
      code: DIAGNOSTIC_CODES.WS_4002,
      attempts: 4,
      failure: 'closed (1011) after 0 pongs',
    });
    expect(logged).toHaveLength(1);
  });

  it('reports timeouts and an unreachable host', async () => {
    const hanging = await startHost({ hang: true });
    const slow = await diagnoseLabNetwork(hanging.url, deps([]));
    expect(slow.http).toMatchObject({ code: DIAGNOSTIC_CODES.TIMEOUT, text: 'timeout', attempts: 4 });

    const gone = await diagnoseLabNetwork('http://127.0.0.1:9', deps([]));
    expect(gone.http).toMatchObject({ code: DIAGNOSTIC_CODES.SERVER_ERROR, attempts: 4 });
    expect(gone.websocket).toMatchObject({ code: DIAGNOSTIC_CODES.WS_4000, attempts: 4 });
    expect(gone.websocket.failure).toMatch(/^could not open/);
  });
});
