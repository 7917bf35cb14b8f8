import type {
  RouteBodyInput,
  RouteContract,
  RouteParamsInput,
  RouteQueryInput,
  RouteReply,
} from '@learnbox/contracts';
import type { RouteOf, RouteRef } from '@learnbox/contracts/route-refs';

/** A part the caller may leave out when its schema needs nothing (no schema, or every field optional). */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call of a route sends: path params, query and JSON body, typed by its schemas. */
export type CallInput<R extends RouteContract> = Part<'params', RouteParamsInput<R>> &
  Part<'query', RouteQueryInput<R> | ForwardedQuery<R>> &
  Part<'body', RouteBodyInput<R>>;

/**
 * A list page forwards its own URL's query as it is (URLSearchParams); the api validates it like any
 * other (a 400 names a bad field).
 */
type ForwardedQuery<R extends RouteContract> = [RouteQueryInput<R>] extends [undefined]
  ? undefined
  : URLSearchParams;

/**
 * The arguments after a route's ref: the input, optional when nothing in it is required. Typed by
 * the ref (not its contract) so a ref picked at run time (like or unlike) takes either's input.
 */
export type CallArgs<Ref extends RouteRef> =
  object extends CallInput<RouteOf<Ref>>
    ? [input?: CallInput<RouteOf<Ref>>]
    : [input: CallInput<RouteOf<Ref>>];

/** What a route answers with: its reply schema's output. */
export type CallReply<Ref extends RouteRef> = RouteReply<RouteOf<Ref>>;

/**
 * The URL path of a call: each `:name` of the route's path replaced by its encoded param, then
 * the query (fields left undefined are not sent).
 */
export function apiPath<Ref extends RouteRef>(route: Ref, ...[input]: CallArgs<Ref>): string {
  return buildApiPath(route, input ?? {});
}

/** apiPath for the clients, whose input is already checked against the route by their own signature. */
export function buildApiPath(route: RouteRef, input: { params?: unknown; query?: unknown }): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
  const search = new URLSearchParams();
  const query = input.query instanceof URLSearchParams ? Object.fromEntries(input.query) : input.query;
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  return search.size ? `${path}?${search}` : path;
}
