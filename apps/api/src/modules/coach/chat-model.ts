import type { ChatMessage } from '@learnbox/domain';

/**
 * A chat model the coach can ask (issue 18). The one implementation speaks the OpenAI-compatible
 * API (openai-chat-model.ts); the coach works without any (the hint ladder), so a model is an
 * optional collaborator, never a requirement.
 */
export interface ChatModel {
  /** The model's name, as configured. */
  readonly name: string;
  /** The reply as it is written, piece by piece. Throws ChatModelError when the server fails. */
  stream(messages: ChatMessage[], signal?: AbortSignal): AsyncIterable<string>;
}

/** The model server answered with an error, or not at all: the coach falls back to the ladder. */
export class ChatModelError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ChatModelError';
  }
}
