import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible server for tests: POST {base}/chat/completions answers with the next
 * recorded reply (the chunk format an OpenAI, vLLM or Ollama server streams), and every request
 * it got is kept so a test can read what the coach sent. The client side stays real.
 */
export type RecordedReply =
  | { kind: 'stream'; pieces: string[] }
  | { kind: 'error'; status: number; message: string }
  /** Sends headers and one piece, then never finishes (the client's timeout must end it). */
  | { kind: 'hang' };

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
  };
}

export interface RecordedModelServer {
  baseURL: string;
  received: ReceivedRequest[];
  /** Queues replies; when the queue is empty the server repeats the last one. */
  reply(...replies: RecordedReply[]): void;
  close(): Promise<void>;
}

function chunk(id: string, model: string, delta: Record<string, string>, finish: string | null) {
  return `data: ${JSON.stringify({
    id,
    object: 'chat.completion.chunk',
    created: 1_760_000_000,
    model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  })}\n\n`;
}

export async function startRecordedModelServer(): Promise<RecordedModelServer> {
  const queue: RecordedReply[] = [];
  let last: RecordedReply = { kind: 'stream', pieces: ['Think about it.'] };
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (data) => {
      raw += data;
    });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as ReceivedRequest['body'];
      received.push({ path: req.url ?? '', headers: req.headers, body });
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
        return;
      }
      const next = queue.shift() ?? last;
      last = next;
      if (next.kind === 'error') {
        res.writeHead(next.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: next.message, type: 'server_error', code: null } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const id = `chatcmpl-${received.length}`;
      res.write(chunk(id, body.model, { role: 'assistant', content: '' }, null));
      if (next.kind === 'hang') {
        res.write(chunk(id, body.model, { content: 'Let me' }, null));
        return;
      }
      for (const piece of next.pieces) res.write(chunk(id, body.model, { content: piece }, null));
      res.write(chunk(id, body.model, {}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    received,
    reply: (...replies) => {
      queue.push(...replies);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
