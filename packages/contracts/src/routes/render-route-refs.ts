import type { RouteContract } from './define-route';

/** biome.json's lineWidth: a longer entry is split over lines as biome would. */
const LINE_WIDTH = 110;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const key = (name: string) => (IDENTIFIER.test(name) ? name : quote(name));
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * The source of route-refs.generated.ts: each entry of `table` reduced to its method and path,
 * typed by the table through `import type` only, so importing it costs the browser no schema and
 * no zod. Written as biome formats it, so the check on the generated file is a plain comparison.
 */
export function renderRouteRefs(table: Record<string, Record<string, RouteContract>>): string {
  const groups = Object.entries(table).map(([group, routes]) => {
    const refs = Object.entries(routes).map(([name, route]) => {
      const line = `    ${key(name)}: { method: ${quote(route.method)}, path: ${quote(route.path)} },`;
      if (line.length <= LINE_WIDTH) return line;
      return [
        `    ${key(name)}: {`,
        `      method: ${quote(route.method)},`,
        `      path: ${quote(route.path)},`,
        '    },',
      ].join('\n');
    });
    return [`  ${key(group)}: {`, ...refs, '  },'].join('\n');
  });
  return [
    '// Generated from apiRoutes by `npm run contracts:refs` (contracts/scripts/generate-route-refs.ts).',
    '// Do not edit: change the route table and run the script again.',
    "import type { apiRoutes } from './index';",
    "import type { RouteRefs } from './route-ref';",
    '',
    '/** Every api route as the browser calls it: method and path, typed by its entry in apiRoutes. */',
    'export const apiRefs: RouteRefs<typeof apiRoutes> = {',
    ...groups,
    '};',
    '',
  ].join('\n');
}
