/** The sales module's public surface (/business leads and the recruiting cost estimate). */
export {
  DEFAULT_SALES_EMAIL,
  DEFAULT_SALES_RATE_LIMIT,
  type SalesModuleOptions,
  salesRoutes,
} from './sales.routes';
