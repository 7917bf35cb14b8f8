// What other modules' tests use of commerce: an api with a movable billing clock, and test cards.

export { settleTransactionByKey } from '../use-cases/reconcile-transactions';
export { renewOrExpire } from '../use-cases/renew-or-expire';
export * from './billing-test-app';
