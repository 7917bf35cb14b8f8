import OpenAI from 'openai';
import { type ChatModel, ChatModelError } from './chat-model';

export interface OpenAiChatModelConfig {
  baseURL: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

/**
 * A ChatModel over the OpenAI-compatible chat completions API, streamed. OpenAI, Azure, vLLM,
 * Ollama and llama.cpp servers all speak it: only the base URL, model and key change. No retries:
 * a learner waiting for a hint is better served by the ladder at once than by a second try.
 */
export function createOpenAiChatModel(config: OpenAiChatModelConfig): ChatModel {
  const client = new OpenAI({
    baseURL: config.baseURL,
    // Local servers take no key, but the client insists on one.
    apiKey: config.apiKey ?? 'no-key',
    timeout: config.timeoutMs,
    maxRetries: 0,
  });
  return {
    name: config.model,
    async *stream(messages, callerSignal) {
      // The client's timeout ends at the response headers; this deadline covers the whole stream,
      // so a server that stops midway does not keep a learner waiting.
      const deadline = AbortSignal.timeout(config.timeoutMs);
      const signal = callerSignal ? AbortSignal.any([callerSignal, deadline]) : deadline;
      let stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
      try {
        stream = await client.chat.completions.create(
          { model: config.model, messages, stream: true, temperature: 0.2, max_tokens: 400 },
          { signal },
        );
      } catch (error) {
        throw toModelError(error);
      }
      try {
        for await (const chunk of stream) {
          const piece = chunk.choices[0]?.delta?.content;
          if (piece) yield piece;
        }
      } catch (error) {
        throw toModelError(error);
      }
      // The client ends an aborted stream quietly: a cut-off answer must not pass for a whole one.
      if (signal.aborted) throw new ChatModelError('The model did not finish its answer in time.', null);
    },
  };
}

function toModelError(error: unknown): ChatModelError {
  if (error instanceof ChatModelError) return error;
  if (error instanceof OpenAI.APIUserAbortError)
    return new ChatModelError('The model did not finish its answer in time.', null);
  if (error instanceof OpenAI.APIError)
    return new ChatModelError(
      `The model server answered ${error.status ?? 'with an error'}: ${error.message}`,
      error.status ?? null,
    );
  return new ChatModelError(error instanceof Error ? error.message : String(error), null);
}
