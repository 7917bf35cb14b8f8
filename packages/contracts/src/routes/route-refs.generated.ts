// Generated from apiRoutes by `npm run contracts:refs` (contracts/scripts/generate-route-refs.ts).
// Do not edit: change the route table and run the script again.
import type { apiRoutes } from './index';
import type { RouteRefs } from './route-ref';

/** Every api route as the browser calls it: method and path, typed by its entry in apiRoutes. */
export const apiRefs: RouteRefs<typeof apiRoutes> = {
  auth: {
    login: { method: 'POST', path: '/api/user/login' },
    signup: { method: 'POST', path: '/api/user/signup' },
    logout: { method: 'POST', path: '/api/user/logout' },
    forgotPassword: { method: 'POST', path: '/api/user/forgot-password' },
    resendVerification: { method: 'POST', path: '/api/user/resend-verification' },
    resendVerificationLoggedIn: { method: 'POST', path: '/api/user/resend-verification/logged-in' },
    verifyEmail: { method: 'POST', path: '/api/user/verify-email' },
    resetPassword: { method: 'POST', path: '/api/user/reset-password' },
    verifySso: { method: 'POST', path: '/api/user/verify-sso' },
    authOptions: { method: 'GET', path: '/api/user/auth-options' },
    captchaChallenge: { method: 'GET', path: '/api/captcha/challenge' },
    sessions: { method: 'GET', path: '/api/user/sessions' },
    revokeSession: { method: 'DELETE', path: '/api/user/sessions/:id' },
    revokeOtherSessions: { method: 'POST', path: '/api/user/sessions/revoke-others' },
    ssoStart: { method: 'GET', path: '/api/user/sso/:provider' },
    ssoResult: { method: 'GET', path: '/api/user/sso-result' },
    ssoCallback: { method: 'GET', path: '/api/auth/callback/:id' },
    ssoError: { method: 'GET', path: '/api/auth/error' },
  },
  billing: {
    subscriptionPlans: { method: 'GET', path: '/api/user/info/subscriptions' },
    transactions: { method: 'GET', path: '/api/transactions' },
    transaction: { method: 'GET', path: '/api/get-subscription-transaction/:id' },
    transactionPair: { method: 'GET', path: '/api/get-subscription-transaction/:id/:id2' },
    paymentMethodExpiry: { method: 'GET', path: '/api/is-payment-method-going-to-expire' },
    reactivationDiscount: { method: 'GET', path: '/api/subscription/reactivation-discount-info' },
    giftCredit: { method: 'GET', path: '/api/user/credit-on-gift-info' },
    subscription: { method: 'GET', path: '/api/billing/subscription' },
  },
  catalogue: {
    list: { method: 'GET', path: '/api/catalogue' },
    tags: { method: 'GET', path: '/api/catalogue/tags' },
    sitemap: { method: 'GET', path: '/api/catalogue/sitemap' },
  },
  checkout: {
    quote: { method: 'POST', path: '/api/checkout/:checkoutType/quote' },
    checkout: { method: 'POST', path: '/api/checkout/:checkoutType' },
  },
  code: {
    authenticate: { method: 'GET', path: '/api/code/authenticate' },
    proxy: { method: 'POST', path: '/api/code/proxy' },
    execute: { method: 'POST', path: '/api/code/execute' },
    judge: { method: 'POST', path: '/api/code/judge' },
    judgeWidget: { method: 'POST', path: '/api/code/judge-widget' },
    logInteraction: { method: 'POST', path: '/api/code/log-interaction' },
  },
  content: {
    collection: { method: 'GET', path: '/api/collection/:slug' },
    lesson: { method: 'GET', path: '/api/collection/:slug/page/:lesson' },
    lessonByUrl: { method: 'GET', path: '/api/page/url/:a/:b/:c' },
    myEntitlements: { method: 'GET', path: '/api/entitlements/mine' },
  },
  coupons: {
    subscription: { method: 'GET', path: '/api/coupon/subscription/:plan/:coupon' },
    subscriptionUpgrade: { method: 'GET', path: '/api/coupon/subscription/:plan/:coupon/:upgrade_plan' },
    site: { method: 'GET', path: '/api/coupon/site/:code' },
    course: { method: 'GET', path: '/api/coupon/:author/:work/:coupon' },
  },
  organizations: {
    team: { method: 'GET', path: '/api/organizations/:organizationId/members' },
    invite: { method: 'POST', path: '/api/organizations/:organizationId/invitations' },
    cancelInvitation: {
      method: 'DELETE',
      path: '/api/organizations/:organizationId/invitations/:invitationId',
    },
    removeMember: { method: 'DELETE', path: '/api/organizations/:organizationId/members/:userId' },
    updateMember: { method: 'PATCH', path: '/api/organizations/:organizationId/members/:userId' },
    lookupInvitation: { method: 'POST', path: '/api/organizations/invitations/lookup' },
    acceptInvitation: { method: 'POST', path: '/api/organizations/invitations/accept' },
  },
  payments: {
    config: { method: 'GET', path: '/api/payments/config' },
    stripeWebhook: { method: 'POST', path: '/api/payments/stripe/webhook' },
  },
  progress: {
    completeLesson: { method: 'PUT', path: '/api/progress/lessons/:lessonId/complete' },
    uncompleteLesson: { method: 'DELETE', path: '/api/progress/lessons/:lessonId/complete' },
    myCourses: { method: 'GET', path: '/api/progress/mycourses' },
    learningPlans: { method: 'GET', path: '/api/progress/learning-plans' },
    pin: { method: 'PUT', path: '/api/pinwork' },
    unpin: { method: 'PUT', path: '/api/unpinwork' },
    readerPreferences: { method: 'GET', path: '/api/reader/preferences' },
    saveReaderPreferences: { method: 'PUT', path: '/api/reader/preferences' },
  },
  shots: {
    list: { method: 'GET', path: '/api/edpresso/shots' },
    byUrl: { method: 'GET', path: '/api/edpresso/shot/url/:a/:b' },
    props: { method: 'GET', path: '/api/edpresso/shot/:id/props' },
    like: { method: 'PUT', path: '/api/edpresso/shot/:id/like' },
    unlike: { method: 'DELETE', path: '/api/edpresso/shot/:id/like' },
    bookmark: { method: 'PUT', path: '/api/edpresso/shot/:id/bookmark' },
    unbookmark: { method: 'DELETE', path: '/api/edpresso/shot/:id/bookmark' },
    share: { method: 'PUT', path: '/api/edpresso/shot/:id/shares' },
  },
  subscriptions: {
    cancel: { method: 'POST', path: '/api/subscription/cancel' },
    cancelTrial: { method: 'POST', path: '/api/subscription/trial/cancel' },
    redeemGift: { method: 'POST', path: '/api/gift/redeem' },
  },
  system: {
    health: { method: 'GET', path: '/api/health' },
    featureFlags: { method: 'GET', path: '/api/feature-flags' },
    devMailbox: { method: 'GET', path: '/api/dev/mailbox' },
  },
  user: {
    info: { method: 'GET', path: '/api/user/info' },
    utm: { method: 'POST', path: '/api/user/utm' },
  },
  userdata: {
    userConfig: { method: 'GET', path: '/api/userdata/user_config' },
    darkMode: { method: 'POST', path: '/api/userdata/darkmode' },
    twoFactor: { method: 'GET', path: '/api/userdata/two-factor' },
    updateTwoFactor: { method: 'POST', path: '/api/userdata/two-factor' },
    confirmTwoFactorApp: { method: 'POST', path: '/api/userdata/two-factor/app/confirm' },
  },
};
