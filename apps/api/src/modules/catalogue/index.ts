/** The catalogue module's public surface: other modules and app.ts import only this. */

export { catalogueRoutes } from './catalogue.routes';
export { type CatalogueVisibility, catalogueVisibilityFor } from './catalogue-visibility';
