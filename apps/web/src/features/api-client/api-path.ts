import type {
  RouteBodyInput,
  RouteContract,
  RouteParamsInput,
  RouteQueryInput,
  RouteReply,
} from '@learnbox/contracts';

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

/** The arguments after the route: the input, optional when nothing in it is required. */
export type CallArgs<R extends RouteContract> =
  object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/** What a route answers with: its reply schema's output. */
export type CallReply<R extends RouteContract> = RouteReply<R>;

/**
 * The URL path of a call: each `:name` of the route's path replaced by its encoded param, then
 * the query (fields left undefined are not sent).
 */
export function apiPath<R extends RouteContract>(route: R, ...[input]: CallArgs<R>): string {
  return buildApiPath(route, input ?? {});
}

/** apiPath for the clients, whose input is already checked against the route by their own signature. */
export function buildApiPath(route: RouteContract, input: { params?: unknown; query?: unknown }): string {
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
