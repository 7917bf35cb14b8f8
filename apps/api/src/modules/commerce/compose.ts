import type { Database, OrganizationSubscription } from '@learnbox/db';
import { addressMatcher } from '../../platform/config/trusted-proxies';
import type { MailMessage } from '../../platform/mail/mail.service';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { CommerceGrowth } from '../analytics';
import { createEntitlementsRepository, type EntitlementsRepository } from '../entitlements';
import { type CountryResolver, createCountryResolver } from './pricing/country-resolver';
import { type IpCountryLookup, lookupIpCountry } from './pricing/ip-country-lookup';
import {
  parseRegionalCurrencies,
  parseRegionalDiscounts,
  type RegionalCurrency,
} from './pricing/regional-discounts';
import type { PaymentProvider } from './processors/payment-provider';
import { createStripeProcessor, type StripeConnection } from './processors/stripe-processor';
import { createTestProcessor } from './processors/test-processor';
import {
  type BillingFlagsRepository,
  createBillingFlagsRepository,
} from './repositories/billing-flags.repository';
import { type CouponsRepository, createCouponsRepository } from './repositories/coupons.repository';
import { type CustomersRepository, createCustomersRepository } from './repositories/customers.repository';
import { createGiftsRepository, type GiftsRepository } from './repositories/gifts.repository';
import {
  createPaymentMethodsRepository,
  type PaymentMethodsRepository,
} from './repositories/payment-methods.repository';
import { createPlansRepository, type PlansRepository } from './repositories/plans.repository';
import {
  createSubscriptionsRepository,
  type SubscriptionsRepository,
} from './repositories/subscriptions.repository';
import { createTestChargesRepository } from './repositories/test-charges.repository';
import {
  createTransactionsRepository,
  type TransactionsRepository,
} from './repositories/transactions.repository';

export interface BillingConfig {
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** 'CC:percent,...' regional discounts by country (README "Configuration"). */
  REGIONAL_DISCOUNTS?: string;
  /** 'CC:CUR:rate,...' the currency each region pays in (README "Configuration"). */
  REGIONAL_CURRENCIES?: string;
  /** Proxies whose country header (x-country-code, cf-ipcountry) is believed (README "Configuration"). */
  TRUSTED_PROXIES?: string[];
  GITHUB_DISCOUNT_PERCENT?: number;
  PUBLIC_WEB_ORIGIN?: string;
  HOLIDAY_BANNER_TIMER?: string;
}

/**
 * A team organization as commerce needs it. The organizations module owns those tables and
 * implements this (app.ts passes it in), so commerce never imports that module.
 */
export interface TeamOrganizations {
  createOrganization(input: {
    id: string;
    name: string;
    adminUserId: string;
    subscriptionId: string;
    subType: string;
  }): Promise<void>;
  /** Points the organization at its current subscription, as user info shows it. */
  setOrganizationSubscription(organizationId: string, current: OrganizationSubscription): Promise<void>;
  /** Whether the user is an admin of an organization of this name (case and spacing ignored). */
  administersOrganizationNamed(userId: string, name: string): Promise<boolean>;
  isOrganizationAdmin(organizationId: string, userId: string): Promise<boolean>;
}

/**
 * Certificates as the certificate-purchase checkout needs them. The certificates module implements
 * this (app.ts passes it in), so commerce never imports that module.
 */
export interface CertificateSales {
  /** The sentence that refuses selling this course's certificate to this buyer, or null. */
  refusal(userId: string, courseId: string): Promise<string | null>;
  /** Issues the paid certificate; a second call for the same buyer and course issues nothing. */
  issuePurchased(input: { userId: string; courseId: string; transactionId: string }): Promise<void>;
}

/**
 * Every dependency of the commerce use cases, composed once per api process (app.ts). No use case
 * takes all of it: each declares the few members it works with as `Pick<Commerce, ...>`.
 */
export interface Commerce {
  plans: PlansRepository;
  subscriptions: SubscriptionsRepository;
  transactions: TransactionsRepository;
  paymentMethods: PaymentMethodsRepository;
  coupons: CouponsRepository;
  gifts: GiftsRepository;
  customers: CustomersRepository;
  billingFlags: BillingFlagsRepository;
  organizations: TeamOrganizations;
  certificates: CertificateSales;
  /** Analytics lent by app.ts: the payment's source and the checkout started/paid events. */
  growth: CommerceGrowth;
  entitlements: EntitlementsRepository;
  processor: PaymentProvider;
  /** For Stripe.js on the checkout page; null with the built-in test processor. */
  stripePublishableKey: string | null;
  sendMail(message: MailMessage): Promise<unknown>;
  /** Drops the user's cached user info after a billing write. */
  invalidateUserInfo(userId: string): void;
  /** The api's one limiter (app.ts): bounds guessing of gift and coupon codes. */
  limiter: RateLimiter;
  regionalDiscounts: ReadonlyMap<string, number>;
  regionalCurrencies: ReadonlyMap<string, RegionalCurrency>;
  /** The buyer's country for regional prices: a trusted proxy's header or an IP lookup. */
  countries: CountryResolver;
  githubDiscountPercent: number;
  webOrigin: string;
  holidayBannerTimer: string | null;
  /** The clock: tests move it to reach renewals and expiries. */
  now(): Date;
}

export interface CommerceOptions {
  provider?: PaymentProvider;
  /** Where the Stripe client connects (tests: a loopback server answering as Stripe would). */
  stripeConnection?: StripeConnection;
  now?: () => Date;
  /** IP-to-country lookup; the bundled GeoLite2 database (ip-country-lookup.ts) by default. */
  countryLookup?: IpCountryLookup;
}

/**
 * Builds the commerce dependencies once for an api process (app.ts): a repository per aggregate on
 * this database, the processor the configuration chooses (Stripe with STRIPE_SECRET_KEY, else the
 * built-in test processor), and what other modules lend it (mail, user-info cache, limiter, teams).
 */
export function composeCommerce(
  db: Database,
  config: BillingConfig,
  collaborators: {
    sendMail(message: MailMessage): Promise<unknown>;
    invalidateUserInfo(userId: string): void;
    limiter: RateLimiter;
    organizations: TeamOrganizations;
    certificates: CertificateSales;
    growth: CommerceGrowth;
  },
  options: CommerceOptions = {},
): Commerce {
  const provider =
    options.provider ??
    (config.STRIPE_SECRET_KEY
      ? createStripeProcessor(config.STRIPE_SECRET_KEY, options.stripeConnection)
      : createTestProcessor(createTestChargesRepository(db)));
  return {
    plans: createPlansRepository(db),
    subscriptions: createSubscriptionsRepository(db),
    transactions: createTransactionsRepository(db),
    paymentMethods: createPaymentMethodsRepository(db),
    coupons: createCouponsRepository(db),
    gifts: createGiftsRepository(db),
    customers: createCustomersRepository(db),
    billingFlags: createBillingFlagsRepository(db),
    organizations: collaborators.organizations,
    certificates: collaborators.certificates,
    growth: collaborators.growth,
    entitlements: createEntitlementsRepository(db),
    processor: provider,
    stripePublishableKey: provider.name === 'stripe' ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    sendMail: collaborators.sendMail,
    invalidateUserInfo: collaborators.invalidateUserInfo,
    limiter: collaborators.limiter,
    regionalDiscounts: parseRegionalDiscounts(config.REGIONAL_DISCOUNTS),
    regionalCurrencies: parseRegionalCurrencies(config.REGIONAL_CURRENCIES),
    countries: createCountryResolver({
      isConfiguredProxy: addressMatcher(config.TRUSTED_PROXIES),
      lookup: options.countryLookup ?? lookupIpCountry,
    }),
    githubDiscountPercent: config.GITHUB_DISCOUNT_PERCENT ?? 20,
    webOrigin: config.PUBLIC_WEB_ORIGIN ?? 'http://localhost:3000',
    holidayBannerTimer: config.HOLIDAY_BANNER_TIMER ?? null,
    now: options.now ?? (() => new Date()),
  };
}
