import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteContract } from './define-route';
import { apiRoutes } from './index';

const entries: [string, RouteContract][] = Object.entries(apiRoutes).flatMap(([feature, routes]) =>
  Object.entries(routes).map(([name, route]): [string, RouteContract] => [`${feature}.${name}`, route]),
);

/** The web builds each URL from an entry's path and params: the two must name the same fields. */
describe('apiRoutes', () => {
  it('gives every :name of a path a params field, and every params field a :name', () => {
    const mismatched = entries.filter(([, route]) => {
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const inSchema = route.params instanceof z.ZodObject ? Object.keys(route.params.shape).sort() : [];
      // The auth engine's callback reads its own URL: its :id has no schema of ours.
      return route.hide ? false : JSON.stringify(inPath) !== JSON.stringify(inSchema);
    });
    expect(mismatched.map(([name]) => name)).toEqual([]);
  });

  it('sends a body only with a method that carries one', () => {
    const bodyOnRead = entries.filter(([, route]) => route.body && route.method === 'GET');
    expect(bodyOnRead.map(([name]) => name)).toEqual([]);
  });
});
