import type { Database } from '@learnbox/db';
import { addressMatcher } from '../../platform/config/trusted-proxies';
import type { MailMessage } from '../../platform/mail/mail.service';
import type { RateLimiter } from '../auth';
import { createEntitlementsRepository, type EntitlementsRepository } from '../entitlements';
import type { PaymentProvider } from '../payments/payment-provider';
import { createStripeProcessor, type StripeConnection } from '../payments/stripe-processor';
import { createTestProcessor } from '../payments/test-processor';
import { type BillingRepository, createBillingRepository } from './billing.repository';
import {
  type BillingAccountsRepository,
  createBillingAccountsRepository,
} from './billing-accounts.repository';
import { type CountryResolver, createCountryResolver } from './country-resolver';
import { type IpCountryLookup, lookupIpCountry } from './ip-country-lookup';
import { parseRegionalCurrencies, parseRegionalDiscounts, type RegionalCurrency } from './regional-discounts';

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

/** Everything the billing use cases work with; built once per api process. */
export interface BillingContext {
  repo: BillingRepository;
  accounts: BillingAccountsRepository;
  entitlements: EntitlementsRepository;
  provider: PaymentProvider;
  /** For Stripe.js on the checkout page; null with the built-in test processor. */
  stripePublishableKey: string | null;
  sendMail(message: MailMessage): Promise<unknown>;
  /** Drops the user's cached user info after a billing write. */
  invalidateUserInfo(userId: string): void;
  /** The api's one limiter (app.ts): bounds guessing of gift codes. */
  limiter: RateLimiter;
  regionalDiscounts: ReadonlyMap<string, number>;
  regionalCurrencies: ReadonlyMap<string, RegionalCurrency>;
  /** The buyer's country for regional prices: a trusted proxy's header or an IP lookup. */
  countries: CountryResolver;
  githubDiscountPercent: number;
  webOrigin: string;
  holidayBannerTimer: string | null;
  now(): Date;
}

export interface BillingContextOptions {
  provider?: PaymentProvider;
  /** Where the Stripe client connects (tests: a loopback server answering as Stripe would). */
  stripeConnection?: StripeConnection;
  now?: () => Date;
  /** IP-to-country lookup; the bundled GeoLite2 database (ip-country-lookup.ts) by default. */
  countryLookup?: IpCountryLookup;
}

export function createBillingContext(
  db: Database,
  config: BillingConfig,
  collaborators: {
    sendMail(message: MailMessage): Promise<unknown>;
    invalidateUserInfo(userId: string): void;
    limiter: RateLimiter;
  },
  options: BillingContextOptions = {},
): BillingContext {
  const provider =
    options.provider ??
    (config.STRIPE_SECRET_KEY
      ? createStripeProcessor(config.STRIPE_SECRET_KEY, options.stripeConnection)
      : createTestProcessor(db));
  return {
    repo: createBillingRepository(db),
    accounts: createBillingAccountsRepository(db),
    entitlements: createEntitlementsRepository(db),
    provider,
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
