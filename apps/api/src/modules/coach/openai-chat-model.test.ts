import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChatModelError } from './chat-model';
import { createOpenAiChatModel } from './openai-chat-model';
import { type RecordedModelServer, startRecordedModelServer } from './testing/recorded-model-server';

/**
 * Contract test of the OpenAI-compatible provider against a local server this test starts: the
 * `openai` client, its streaming and its error paths are the real ones; only the server's replies
 * are recorded.
 */
let server: RecordedModelServer;
beforeAll(async () => {
  server = await startRecordedModelServer();
});
afterAll(() => server?.close());
beforeEach(() => {
  server.received.length = 0;
});

const model = (over: Partial<Parameters<typeof createOpenAiChatModel>[0]> = {}) =>
  createOpenAiChatModel({
    baseURL: server.baseURL,
    model: 'coach-test-model',
    apiKey: 'sk-test',
    timeoutMs: 2000,
    ...over,
  });

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

const messages = [
  { role: 'system' as const, content: 'rules' },
  { role: 'user' as const, content: 'help' },
];

describe('OpenAI-compatible chat model', () => {
  it('streams the pieces in order, asking the configured model with the key', async () => {
    server.reply({ kind: 'stream', pieces: ['Look ', 'at the ', 'loop.'] });
    expect(await collect(model().stream(messages))).toEqual(['Look ', 'at the ', 'loop.']);
    expect(server.received).toHaveLength(1);
    const [request] = server.received;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({ model: 'coach-test-model', stream: true, messages });
  });

  it('works without a key (local servers such as Ollama take none)', async () => {
    server.reply({ kind: 'stream', pieces: ['ok'] });
    expect(await collect(model({ apiKey: undefined }).stream(messages))).toEqual(['ok']);
  });

  it('turns an error status into a ChatModelError with the status, without retrying', async () => {
    server.reply({ kind: 'error', status: 401, message: 'Incorrect API key provided' });
    const error = await collect(model().stream(messages)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChatModelError);
    expect((error as ChatModelError).status).toBe(401);
    server.reply({ kind: 'error', status: 500, message: 'overloaded' });
    const second = await collect(model().stream(messages)).catch((caught: unknown) => caught);
    expect((second as ChatModelError).status).toBe(500);
    expect(server.received).toHaveLength(2);
  });

  it('gives up on a server that stops answering mid-stream', async () => {
    server.reply({ kind: 'hang' });
    const error = await collect(model({ timeoutMs: 1000 }).stream(messages)).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ChatModelError);
    server.reply({ kind: 'stream', pieces: ['back'] });
  }, 10_000);

  it('reports a server that cannot be reached', async () => {
    const error = await collect(
      createOpenAiChatModel({ baseURL: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 2000 }).stream(
        messages,
      ),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChatModelError);
    expect((error as ChatModelError).status).toBeNull();
  });
});
