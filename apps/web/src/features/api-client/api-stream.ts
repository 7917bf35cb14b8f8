import type { RouteRef } from '@learnbox/contracts/route-refs';
import { NETWORK_ERROR_TEXT } from '@learnbox/domain';
import { buildApiPath, type CallArgs } from './api-path';
import { type ApiResult, readApiReply } from './api-result';

export interface ServerSentEvent {
  event: string;
  data: unknown;
}

/**
 * Splits a server-sent events text into whole events and the unfinished rest (`event:` and one
 * JSON `data:` line per event, as the api writes them).
 */
export function parseServerSentEvents(buffer: string): { events: ServerSentEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: ServerSentEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    try {
      events.push({ event, data: data.length ? JSON.parse(data.join('\n')) : null });
    } catch {
      // A broken event is skipped: the last one carries the whole answer anyway.
    }
  }
  return { events, rest };
}

/**
 * POSTs to a route that answers with server-sent events, through the web's /api proxy (which
 * streams bodies on): `onEvent` sees each event as it arrives. A refusal before the stream (401,
 * 429...) is an ordinary JSON error reply and comes back as one.
 */
export async function streamApi<Ref extends RouteRef>(
  route: Ref,
  input: CallArgs<Ref>[0],
  onEvent: (event: ServerSentEvent) => void,
  signal?: AbortSignal,
): Promise<ApiResult<null>> {
  const body = (input as { body?: unknown } | undefined)?.body;
  let response: Response;
  try {
    response = await fetch(buildApiPath(route, input ?? {}), {
      method: route.method,
      credentials: 'include',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
      signal,
    });
  } catch {
    return { ok: false, status: 0, errorText: NETWORK_ERROR_TEXT, errors: {} };
  }
  if (!response.ok || !response.body || !response.headers.get('content-type')?.includes('text/event-stream'))
    return (await readApiReply<never>(response)) as ApiResult<null>;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const parsed = parseServerSentEvents(buffer + value);
      buffer = parsed.rest;
      for (const event of parsed.events) onEvent(event);
    }
  } catch {
    return { ok: false, status: 0, errorText: NETWORK_ERROR_TEXT, errors: {} };
  }
  for (const event of parseServerSentEvents(`${buffer}\n\n`).events) onEvent(event);
  return { ok: true, status: response.status, data: null };
}
