import { resolve } from 'node:path';
import { commaList, envVariableNames, parseEnv } from '@learnbox/contracts/env';
import { DEFAULT_B2B_HOST_SUFFIX, isValidHostSuffix, parseHolidayTimer, toResult } from '@learnbox/domain';
import { z } from 'zod';
import { notLoopbackReason } from './loopback';
import { trustedProxiesSchema } from './trusted-proxies';

const port = z.coerce.number().int().min(1).max(65535);

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();
const secret = z.string().min(32, 'must be at least 32 characters');
/** COACH_MODEL_BASE_URL when unset. */
export const DEFAULT_COACH_MODEL_BASE_URL = 'https://api.openai.com/v1';
/** GITHUB_BASE_URL when unset. */
export const DEFAULT_GITHUB_BASE_URL = 'https://github.com';
const origin = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin);

/** Accounts, mail, captcha and SSO (README "Configuration"); every one has an embedded default. */
const accountsEnvShape = {
  /** Signs session cookies and encrypts two-factor secrets; required in production. */
  AUTH_SECRET: secret.optional(),
  /** Where people open the web app: links in e-mails, OAuth redirects, the CSRF origin check. */
  PUBLIC_WEB_ORIGIN: origin.default('http://localhost:3000'),
  /**
   * Organizations' own hosts are `<subdomain>.<B2B_HOST_SUFFIX>` (spec section 1), served by the same
   * web on PUBLIC_WEB_ORIGIN's scheme and port; the web's value must be the same.
   */
  B2B_HOST_SUFFIX: z
    .string()
    .trim()
    .toLowerCase()
    .refine(isValidHostSuffix, 'must be a host name like teams.example.com (no scheme, port or path)')
    .default(DEFAULT_B2B_HOST_SUFFIX),
  /** More origins allowed to send cookie-authenticated writes, comma-separated. */
  TRUSTED_ORIGINS: commaList().pipe(z.array(origin)),
  /** smtp(s)://user:pass@host:port; unset keeps mail in the outbox shown at /dev/mailbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Learnbox <no-reply@learnbox.dev>'),
  /** Where leads from /business (ContactSpecialistModal) are mailed. */
  SALES_EMAIL: z.email().default('sales@learnbox.dev'),
  /** auto: the mailbox is on when SMTP_URL is unset on a loopback-only set-up; on also with SMTP; off never. */
  DEV_MAILBOX: z.enum(['auto', 'on', 'off']).default('auto'),
  /** reCAPTCHA secret; unset: the embedded ALTCHA proof of work (or the bypass token). */
  RECAPTCHA_SECRET_KEY: optionalText,
  /** Public reCAPTCHA site key the web loads the captcha script with. */
  RECAPTCHA_SITE_KEY: optionalText,
  /** A token that passes the captcha check (tests, local use); generated into DATA_DIR/secrets.json. */
  CAPTCHA_BYPASS_TOKEN: optionalText,
  /** Sign-ups allowed per client address per hour (a bound on scripted account creation). */
  SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** Any OpenID Connect provider: issuer URL (discovery at /.well-known/openid-configuration). */
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  /** The {provider} of /authorize/{provider}-sso for the OIDC provider. */
  OIDC_PROVIDER_ID: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes')
    .default('oidc'),
  OIDC_PROVIDER_NAME: z.string().min(1).default('Single sign-on'),
  /** E-mail domains whose users sign in through the OIDC provider (verify-sso), comma-separated. */
  OIDC_EMAIL_DOMAINS: commaList().transform((domains) => domains.map((domain) => domain.toLowerCase())),
};

/** Code execution (issue 6); the runner verifies tokens signed with the same secret. */
const codeEnvShape = {
  /** HMAC secret shared with the runner (DATA_DIR/secrets.json by default); unset: code runs answer 503. */
  EXECUTION_TOKEN_SECRET: secret.optional(),
  /** Where the api reaches the runner. */
  RUNNER_ORIGIN: origin.default('http://127.0.0.1:4100'),
  /** Where browsers reach the runner, handed out with execution tokens; RUNNER_ORIGIN when unset. */
  RUNNER_PUBLIC_ORIGIN: origin.optional(),
  /** Share (0-100 %) of internal staff's runs sent to the test path with X-Use-Testbox (spec section 6). */
  EXECUTION_TESTBOX_TRAFFIC_PERCENT: z.coerce.number().min(0).max(100).default(0),
  /**
   * The git host of the content round trip (POST /api/github/import and /export): repositories are
   * cloned from `{GITHUB_BASE_URL}/{owner}/{name}.git` over smart HTTP. A GitHub Enterprise
   * server, or any smart-HTTP git server, may stand in for GitHub.
   */
  GITHUB_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((value) => value.replace(/\/+$/, ''))
    .default(DEFAULT_GITHUB_BASE_URL),
  /** Where the api reaches the cloud lab host (apps/labs, issue 13). */
  LABS_URL: origin.default('http://127.0.0.1:4200'),
  /** Where browsers reach the lab host for terminals and previews; LABS_URL when unset. */
  LABS_PUBLIC_URL: origin.optional(),
  /** Shared with the live host, which answers only calls that carry it (DATA_DIR/secrets.json by default). */
  LABS_INTERNAL_SECRET: secret.optional(),
  /**
   * Each lab's app preview origin, a template with `{lab}` (the instance id), the same as the live
   * host's; unset: `http://{lab}.preview.localhost:<LABS_PUBLIC_URL's port>`.
   */
  LABS_PREVIEW_ORIGIN: z
    .string()
    .regex(
      /^https?:\/\/[^/]*\{lab\}[^/]*$/,
      'must be an origin with {lab} in its host, e.g. http://{lab}.preview.localhost:4200',
    )
    .optional(),
};

/** Payments (issue 7): the built-in test processor unless STRIPE_SECRET_KEY is set. */
const billingEnvShape = {
  /** Stripe secret key (sk_live_... / sk_test_...); unset: the built-in test processor and test cards. */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must look like sk_test_... or sk_live_...')
    .optional(),
  /**
   * Stripe publishable key (pk_test_... / pk_live_...), served to the checkout page for Stripe.js
   * by GET /api/payments/config; set together with STRIPE_SECRET_KEY.
   */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .trim()
    .regex(/^pk_(test|live)_\w+$/, 'must look like pk_test_... or pk_live_...')
    .optional(),
  /** Signing secret of the Stripe webhook endpoint /api/payments/stripe/webhook (whsec_...). */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Regional discounts by the buyer's country (billing/country-resolver.ts), e.g. IN:50,BR:40. */
  REGIONAL_DISCOUNTS: z
    .string()
    .regex(/^\s*([A-Za-z]{2}:\d{1,2}\s*(,\s*|$))*$/, 'must look like IN:50,BR:40')
    .optional(),
  /** The currency each region pays in, with its rate per US dollar, e.g. IN:INR:84,GB:GBP:0.79. */
  REGIONAL_CURRENCIES: z
    .string()
    .regex(/^\s*([A-Za-z]{2}:[A-Za-z]{3}:\d+(\.\d+)?\s*(,\s*|$))*$/, 'must look like IN:INR:84,GB:GBP:0.79')
    .optional(),
  /** Percent off for users with a linked GitHub account (github_discount line item). */
  GITHUB_DISCOUNT_PERCENT: z.coerce.number().int().min(0).max(90).default(20),
  /** Holiday sale banner timer: 'end,start,repeat-hours' (spec section 9); unset: no countdown. */
  HOLIDAY_BANNER_TIMER: z
    .string()
    .trim()
    .optional()
    .refine(
      (value) => !value || toResult(() => parseHolidayTimer(value)).ok,
      'must be end,start,repeat-hours',
    ),
};

/** Uploaded images (issue 14): DATA_DIR/uploads unless S3_BUCKET names a bucket. */
const storageEnvShape = {
  /** The bucket uploaded images go to; unset: files under DATA_DIR/uploads. */
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** An S3-compatible server (MinIO, R2, Ceph...); unset: AWS S3. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Unset: the SDK's default credential chain (instance role, AWS_* variables, profile). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** true: the bucket is in the path (http://host/bucket/key), as most S3-compatible servers want. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
};

/** Feature flags and error reporting (issue 17). */
const growthEnvShape = {
  /**
   * Which rule of the spec's rollout levels applies (section 4): local and dev turn a flag on at
   * level 1, beta at 2, production at 3 for internal staff and 4 for everyone. Production by
   * default, so a level set on /staff/flags means here what it will mean live.
   */
  FLAG_ENVIRONMENT: z.enum(['local', 'dev', 'beta', 'production']).default('production'),
  /** How long an api copy keeps flag levels before reading them again (ms); 0 reads every time. */
  FLAG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** A Sentry DSN (https://KEY@HOST/PROJECT): error reports are forwarded there too; unset: kept here only. */
  SENTRY_DSN: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .refine(
          (value) =>
            URL.canParse(value) &&
            /^https?:$/.test(new URL(value).protocol) &&
            new URL(value).username !== '' &&
            /\/\d+$/.test(new URL(value).pathname),
          'must look like https://PUBLIC_KEY@o0.ingest.sentry.io/123',
        )
        .optional(),
    )
    .optional(),
};

/** Product analytics (issue 17): events stay in our table; copied to PostHog when POSTHOG_KEY is set. */
const analyticsEnvShape = {
  /** The PostHog project API key (phc_...); unset: no copy leaves the api. */
  POSTHOG_KEY: optionalText,
  /** The PostHog instance (cloud EU/US or self-hosted); https://us.i.posthog.com when unset. */
  POSTHOG_HOST: z.url({ protocol: /^https?$/ }).optional(),
};

/** The coach's chat model (issue 18): any OpenAI-compatible server; unset COACH_MODEL: the hint ladder alone. */
const coachEnvShape = {
  /** The model name the server knows (gpt-4o-mini, llama3.1:8b...); unset: no model, the embedded hint ladder. */
  COACH_MODEL: optionalText,
  /** The server's OpenAI-compatible base URL: OpenAI, Azure, vLLM, Ollama (http://127.0.0.1:11434/v1), llama.cpp. */
  COACH_MODEL_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((value) => value.replace(/\/+$/, ''))
    .default(DEFAULT_COACH_MODEL_BASE_URL),
  /** The key sent as a bearer token; local servers usually need none. */
  COACH_MODEL_API_KEY: optionalText,
  /** How long one model answer may take before the coach falls back to the hint ladder. */
  COACH_MODEL_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
};

const apiEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The address web, api and runner listen on; loopback unless set (deploy files set 0.0.0.0). */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** The api's own listen address when it differs from HOST. */
  API_HOST: optionalText,
  API_PORT: port.default(4000),
  /** Reverse proxies whose X-Forwarded-For (and country header: billing/country-resolver.ts) is believed: IPs and CIDRs, comma-separated. */
  TRUSTED_PROXIES: trustedProxiesSchema,
  /** Shared with the web, which proves with it that its X-Forwarded-For is its own (DATA_DIR/secrets.json by default). */
  INTERNAL_PROXY_SECRET: secret.optional(),
  /** PostgreSQL connection string; when unset the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** redis(s)://[user:pass@]host:port[/db]: rate limits shared by every api copy; unset: in process. */
  REDIS_URL: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(/^rediss?:\/\/[^/\s]/, 'must look like redis://host:6379 or rediss://host:6380')
        .refine((value) => URL.canParse(value), 'must be a valid URL')
        .optional(),
    )
    .optional(),
  /** Where embedded data lives; `memory://` keeps PGlite in memory (tests). */
  DATA_DIR: z.string().min(1).default(resolve(process.cwd(), '.data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo content at start (idempotent). */
  SEED_DEMO_CONTENT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  ...accountsEnvShape,
  ...codeEnvShape,
  ...billingEnvShape,
  ...storageEnvShape,
  ...growthEnvShape,
  ...analyticsEnvShape,
  ...coachEnvShape,
});

export type ApiConfig = z.infer<typeof apiEnvSchema>;

/** Every variable the api reads (deploy files may set only these). */
export const API_ENV_VARS = envVariableNames(apiEnvSchema);

/** Pairs that only work together, and what production cannot do without. */
function checkCombinations(config: ApiConfig): string[] {
  const problems: string[] = [];
  if (config.NODE_ENV === 'production' && !config.AUTH_SECRET)
    problems.push('AUTH_SECRET: is required when NODE_ENV is production');
  const pairs = [
    ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['OIDC_ISSUER', 'OIDC_CLIENT_ID'],
    // The browser cannot open Stripe's card form without the publishable key.
    ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'],
    ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
  ] as const;
  // The mailbox hands out every account's reset links: asking for it where others can reach it
  // is a mistake worth stopping for, not a wish to quietly ignore.
  const exposed = notLoopbackReason(config);
  if (config.DEV_MAILBOX === 'on' && exposed)
    problems.push(
      `DEV_MAILBOX: is on, but /dev/mailbox shows every account's mail and is only served when the whole set-up is bound to loopback (${exposed}); set DEV_MAILBOX=auto or off`,
    );
  for (const [a, b] of pairs) {
    if (Boolean(config[a]) !== Boolean(config[b]))
      problems.push(`${config[a] ? b : a}: must be set together with ${config[a] ? a : b}`);
  }
  return problems;
}

/** Parses the environment once; a wrong value throws an EnvError naming every bad variable. */
export function parseApiConfig(env: Record<string, string | undefined>): ApiConfig {
  return parseEnv('api', apiEnvSchema, env, checkCombinations);
}
