import { apiRoutes, type RouteContract } from '@learnbox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  APP_TIMEOUT_MS,
  buildAccountsTestApp,
} from '../modules/auth/testing/accounts-test-app';

const entries: RouteContract[] = Object.values(apiRoutes).flatMap((feature) => Object.values(feature));
/**
 * Routes whose parameters sit at the same place share one node of Fastify's tree, which printRoutes
 * names by all of them (`:authorId|:instanceId`, the spec's lab calls); compared by place, not name.
 */
const key = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:\w+(?:\|:\w+)*/g, ':param')}`;

/**
 * Every METHOD path the app serves, read from Fastify's route tree (`printRoutes`, one node a line,
 * nested by indentation, a child's segment appended to its parent's). HEAD is Fastify's twin of
 * each GET, and /api/docs is the swagger UI's own pages: neither is an api route of the table.
 */
function servedRoutes(tree: string): string[] {
  const segments: string[] = [];
  const served: string[] = [];
  for (const line of tree.split('\n')) {
    const node = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    segments.length = (node[1] ?? '').length / 4;
    segments.push(node[2] ?? '');
    const path = segments.join('');
    if (path.startsWith('/api/docs')) continue;
    for (const method of node[3]?.split(', ') ?? []) if (method !== 'HEAD') served.push(key(method, path));
  }
  return served;
}

/** The route table (packages/contracts/src/routes) and the api's routes are the same set. */
describe('api route table', () => {
  let app: AccountsTestApp | undefined;
  beforeAll(async () => {
    app = await buildAccountsTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app?.dispose());

  it('names each route once', () => {
    const keys = entries.map((route) => key(route.method, route.path));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has every entry registered by the api', () => {
    const missing = entries.filter((route) => !app?.hasRoute({ method: route.method, url: route.path }));
    expect(missing.map((route) => key(route.method, route.path))).toEqual([]);
  });

  // Stricter than the OpenAPI document: a route registered around the table, hidden or not, fails here.
  it('serves no route that is not an entry', () => {
    const served = servedRoutes(app?.printRoutes({ commonPrefix: false }) ?? '');
    const table = entries.map((route) => key(route.method, route.path));
    expect(served.filter((route) => !table.includes(route))).toEqual([]);
    // Read back in full, so a change in printRoutes' layout cannot make the check above vacuous.
    expect(new Set(served)).toEqual(new Set(table));
  });

  it('has an entry for every operation of the OpenAPI document', () => {
    const document = app?.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => key(method, path.replace(/\{(\w+)\}/g, ':$1'))),
    );
    const table = new Set(entries.map((route) => key(route.method, route.path)));
    expect(documented.filter((operation) => !table.has(operation))).toEqual([]);
  });
});
