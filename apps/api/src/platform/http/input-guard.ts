import type { ErrorReply } from '@learnbox/contracts';
import { TOO_DEEP_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from '@learnbox/domain';
import type { FastifyInstance } from 'fastify';

/**
 * PostgreSQL stores neither a NUL character (text and jsonb refuse it) nor a lone UTF-16
 * surrogate (jsonb refuses `\ud800`), so such text would fail deep in a query as a 500. It is
 * refused here, once for every route, before any schema or handler sees it.
 */

/** Far deeper than any body the product sends; deeper ones cost stack in every later step. */
export const MAX_BODY_DEPTH = 32;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is what is refused
const UNSTORABLE = /\u0000|\p{Cs}/u;

type Finding = { field: string; problem: 'text' | 'depth' } | null;

/** Walks a parsed value without recursion (so any depth is safe) and names the first bad field. */
export function findBadInput(root: unknown, prefix: string, maxDepth = Number.POSITIVE_INFINITY): Finding {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: prefix, depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return { field: path, problem: 'text' };
      continue;
    }
    // Raw bodies (a route's own parser) are bytes for that route to judge, not fields.
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (depth >= maxDepth) return { field: path, problem: 'depth' };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (UNSTORABLE.test(key)) return { field: childPath, problem: 'text' };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

/** Registers the check on the root instance, before the modules, so every route inherits it. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const finding =
      findBadInput(request.params, 'params') ??
      findBadInput(request.query, 'query') ??
      findBadInput(request.body, 'body', MAX_BODY_DEPTH);
    if (!finding) return;
    const errorText = finding.problem === 'text' ? UNSTORABLE_TEXT_MESSAGE : TOO_DEEP_MESSAGE;
    const field = finding.field.replace(/^body\.?/, '') || 'body';
    return reply.status(400).send({ errorText, errors: { [field]: errorText } } satisfies ErrorReply);
  });
}
