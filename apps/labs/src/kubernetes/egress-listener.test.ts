import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EgressListener } from './egress-listener';

/**
 * A real listener and real connections from this machine; the lookup from source address to lab
 * (the engine asks the API server for the pod with that IP) is a plain map here.
 */
describe('egress listener', () => {
  const known = new Map([['127.0.0.1', 'lab-a']]);
  const listener = new EgressListener(async (address) => known.get(address));
  const seen: string[] = [];
  let port = 0;
  beforeAll(async () => {
    listener.onConnection((labId, socket) => {
      seen.push(labId);
      socket.resume();
      socket.end(`hello ${labId}`);
    });
    port = await listener.listen(0, '127.0.0.1');
  });
  afterAll(() => listener.close());

  const talk = () =>
    new Promise<string>((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1' });
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  it('hands a connection from a known lab address to the handler with its lab id', async () => {
    expect(await talk()).toBe('hello lab-a');
    expect(seen).toEqual(['lab-a']);
  });

  it('drops a connection from an address that is no lab', async () => {
    known.clear();
    expect(await talk()).toBe('');
    expect(seen).toEqual(['lab-a']);
  });
});
