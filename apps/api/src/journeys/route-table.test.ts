import { apiRoutes, type RouteContract } from '@learnbox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  APP_TIMEOUT_MS,
  buildAccountsTestApp,
} from '../modules/auth/testing/accounts-test-app';

const entries: RouteContract[] = Object.values(apiRoutes).flatMap((feature) => Object.values(feature));
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

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

  it('has an entry for every operation of the OpenAPI document', () => {
    const document = app?.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => key(method, path.replace(/\{(\w+)\}/g, ':$1'))),
    );
    const table = new Set(entries.map((route) => key(route.method, route.path)));
    expect(documented.filter((operation) => !table.has(operation))).toEqual([]);
  });
});
