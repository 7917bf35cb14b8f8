import { labDiagnosePongSchema, labHostDiagnosisSchema } from '@learnbox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildLabsApp } from '../app';
import { labsTestConfig, startTestEngine } from '../testing/lab-fixture';

const WEB_ORIGIN = 'http://localhost:3000';

let app: FastifyInstance;
let close: () => Promise<void>;
let base: string;

beforeAll(async () => {
  const started = await startTestEngine();
  close = started.close;
  app = await buildLabsApp(labsTestConfig(started.stateDir, { allowedOrigins: [WEB_ORIGIN] }), {
    engine: started.engine,
    baseImage: Promise.resolve(),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/edu-diagnose-network`;
});
afterAll(async () => {
  await app?.close();
  await close();
});

describe('GET /edu-diagnose-network', () => {
  it("answers the host's clock, version and engine without a secret, readable by the web's origins only", async () => {
    const before = Date.now();
    const answer = await fetch(base, { headers: { origin: WEB_ORIGIN } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    const body = labHostDiagnosisSchema.parse(await answer.json());
    expect(body.engine).toBe('up');
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.host_time).toBeGreaterThanOrEqual(before);
    expect(body.host_time).toBeLessThanOrEqual(Date.now());

    const elsewhere = await fetch(base, { headers: { origin: 'https://evil.example' } });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('echoes each ping on the WebSocket with the host clock; other origins are closed', async () => {
    const socket = new WebSocket(base.replace('http', 'ws'), { origin: WEB_ORIGIN });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const pongs: unknown[] = [];
    const got = new Promise<void>((resolve) =>
      socket.on('message', (data: Buffer) => {
        pongs.push(JSON.parse(data.toString()));
        if (pongs.length === 2) resolve();
      }),
    );
    socket.send('not json');
    socket.send(JSON.stringify({ type: 'ping', seq: 0, sent: 111 }));
    socket.send(JSON.stringify({ type: 'nonsense' }));
    socket.send(JSON.stringify({ type: 'ping', seq: 1, sent: 222 }));
    await got;
    const [first, second] = pongs.map((pong) => labDiagnosePongSchema.parse(pong));
    expect(first).toMatchObject({ type: 'pong', seq: 0, sent: 111 });
    expect(second).toMatchObject({ type: 'pong', seq: 1, sent: 222 });
    expect(second?.host_time).toBeGreaterThan(1_700_000_000_000);
    socket.close();

    const foreign = new WebSocket(base.replace('http', 'ws'), { origin: 'https://evil.example' });
    const code = await new Promise<number>((resolve) =>
      foreign.once('close', (closeCode: number) => resolve(closeCode)),
    );
    expect(code).toBe(4003);
  });
});
