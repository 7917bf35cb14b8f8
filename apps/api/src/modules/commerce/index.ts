/**
 * The commerce module's public face: plans, checkout, coupons, gifts, subscriptions, payments and
 * their jobs. app.ts, main.ts and other modules import from here only; the layers behind it
 * (routes, use-cases, repositories, processors, pricing, views, jobs) are its own business.
 */
export { commercePlanReader, registerCommerce } from './commerce.plugin';
export {
  type BillingConfig,
  type Commerce,
  type CommerceOptions,
  composeCommerce,
  type TeamOrganizations,
} from './compose';
export { startBillingJobs } from './jobs/commerce-jobs';
export { isLive, syncBillingFlags } from './use-cases/sync-billing-flags';
