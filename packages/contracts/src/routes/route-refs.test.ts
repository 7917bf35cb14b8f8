import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from './index';
import { renderRouteRefs } from './render-route-refs';
import { apiRefs } from './route-refs.generated';

const generatedPath = new URL('./route-refs.generated.ts', import.meta.url);

describe('route-refs.generated.ts', () => {
  it('is what apiRoutes generates today', () => {
    expect(
      readFileSync(generatedPath, 'utf8'),
      'route-refs.generated.ts is out of date with apiRoutes: run `npm run contracts:refs`',
    ).toBe(renderRouteRefs(apiRoutes));
  });

  it('gives each route its method and path, and nothing that needs zod', () => {
    const fromTable = Object.fromEntries(
      Object.entries(apiRoutes).map(([group, routes]) => [
        group,
        Object.fromEntries(
          Object.entries(routes).map(([name, route]) => [name, { method: route.method, path: route.path }]),
        ),
      ]),
    );
    expect(apiRefs).toEqual(fromTable);
    expect(readFileSync(generatedPath, 'utf8')).not.toMatch(/^import (?!type )/m);
  });
});
