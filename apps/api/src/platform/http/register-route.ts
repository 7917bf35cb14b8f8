import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ErrorStatus, errorReplySchema, type RouteContract } from '@learnbox/contracts';
import type {
  FastifyBaseLogger,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from './app-instance';

type ErrorReplies<R extends RouteContract> = {
  [S in NonNullable<R['errors']>[number]]: typeof errorReplySchema;
};
type Responses<R extends RouteContract> = (R['reply'] extends undefined
  ? unknown
  : { 200: NonNullable<R['reply']> }) &
  ErrorReplies<R>;

/** The Fastify schema a contract entry stands for, typed so the zod provider types the handler. */
export type ContractSchema<R extends RouteContract> = {
  tags: readonly string[];
  summary?: string;
  hide?: boolean;
  params: R['params'];
  querystring: R['query'];
  body: R['body'];
  response: Responses<R>;
};

/** A handler of the entry: request.params/query/body and the reply typed from its schemas. */
export type ContractHandler<R extends RouteContract> = RouteHandlerMethod<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  RouteGenericInterface,
  unknown,
  ContractSchema<R>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

export function contractSchema<R extends RouteContract>(route: R): ContractSchema<R> {
  const response: Record<number, unknown> = {};
  if (route.reply) response[200] = route.reply;
  for (const status of route.errors ?? ([] as ErrorStatus[])) response[status] = errorReplySchema;
  // Keys left undefined are dropped: Fastify would otherwise compile a validator for nothing.
  const schema = Object.fromEntries(
    Object.entries({
      tags: route.tags,
      summary: route.summary,
      hide: route.hide,
      params: route.params,
      querystring: route.query,
      body: route.body,
      response: Object.keys(response).length > 0 ? response : undefined,
    }).filter(([, value]) => value !== undefined),
  );
  return schema as ContractSchema<R>;
}

/**
 * Registers a route FROM its contract entry (packages/contracts/src/routes): method, URL and every
 * schema come from the one table the web calls and the OpenAPI document describes.
 */
export function registerRoute<R extends RouteContract>(
  app: AppInstance,
  route: R,
  handler: ContractHandler<R>,
  options: Pick<RouteShorthandOptions, 'config' | 'bodyLimit'> = {},
): void {
  app.route({
    ...options,
    method: route.method,
    url: route.path,
    schema: contractSchema(route),
    handler,
  });
}
