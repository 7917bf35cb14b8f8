/**
 * The browser's entry to the route table: refs (method and path) without schemas or zod. The web
 * imports values from here, and the table's types with `import type`.
 */

export type { RouteOf, RouteRef, RouteRefs } from './routes/route-ref';
export { apiRefs } from './routes/route-refs.generated';
