import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiRoutes } from '../src/routes/index';
import { renderRouteRefs } from '../src/routes/render-route-refs';

/** Writes src/routes/route-refs.generated.ts from apiRoutes; run it after changing the route table. */
const target = fileURLToPath(new URL('../src/routes/route-refs.generated.ts', import.meta.url));
writeFileSync(target, renderRouteRefs(apiRoutes));
console.log(`wrote ${target}`);
