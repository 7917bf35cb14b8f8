import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The statuses the api answers with errorReplySchema ({ errorText, errors? }, spec section 8). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 498 | 503;

/**
 * One api route as both sides see it: the api registers it (platform/http/register-route.ts), the
 * OpenAPI document describes it, and the web calls it (features/api-client) with the same schemas.
 */
export interface RouteContract {
  method: HttpMethod;
  /** Fastify style: `/api/collection/:slug`. */
  path: `/api/${string}`;
  tags: readonly string[];
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 reply; absent where the route answers with a redirect or a body that is not JSON. */
  reply?: z.ZodType;
  /** Error statuses the route may answer, each with errorReplySchema. */
  errors?: readonly ErrorStatus[];
  /** Left out of the OpenAPI document (the auth engine's callbacks). */
  hide?: boolean;
}

/** Keeps each entry's literal types (method, path, schemas) so callers and handlers are typed. */
export const defineRoute = <const R extends RouteContract>(route: R): R => route;

/** What a route's params, query, body and reply hold once parsed. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
export type RouteParams<R extends RouteContract> = Parsed<R['params']>;
export type RouteQuery<R extends RouteContract> = Parsed<R['query']>;
export type RouteBody<R extends RouteContract> = Parsed<R['body']>;
export type RouteReply<R extends RouteContract> = R['reply'] extends z.ZodType
  ? z.output<R['reply']>
  : unknown;

/** What a caller sends: z.input, so optional fields and defaults stay optional. */
type Sent<S> = S extends z.ZodType ? z.input<S> : undefined;
export type RouteParamsInput<R extends RouteContract> = Sent<R['params']>;
export type RouteQueryInput<R extends RouteContract> = Sent<R['query']>;
export type RouteBodyInput<R extends RouteContract> = Sent<R['body']>;
