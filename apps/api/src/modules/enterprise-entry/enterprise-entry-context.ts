import type { Database } from '@learnbox/db';
import {
  ENTERPRISE_TRIAL_REQUESTS_PER_ADDRESS,
  ENTERPRISE_TRIAL_REQUESTS_PER_IP,
  PLAN_TIERS,
} from '@learnbox/domain';
import type { MailMessage } from '../../platform/mail/mail.service';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter';
import type { ProvenAccounts } from '../auth';
import type { OrganizationsContext } from '../organizations';
import {
  createEnterpriseEntryRepository,
  type EnterpriseEntryRepository,
} from './enterprise-entry.repository';

/** Everything the entry use cases work with; built once per api process (app.ts). */
export interface EnterpriseEntryContext {
  repo: EnterpriseEntryRepository;
  /** Account creation and verification for addresses a link has proven. */
  accounts: ProvenAccounts;
  /** The invitation steps, for invited addresses without an account. */
  organizations: OrganizationsContext;
  sendMail(message: MailMessage): Promise<unknown>;
  /** Where the mailed links point (the web). */
  webOrigin: string;
  limiter: RateLimiter;
  trialRules: { perAddress: RateLimitRule; perIp: RateLimitRule };
  /** The enterprise plan the organizations' terms are on (its feature set gives the access). */
  plan: { code: string; featureSet: number };
  now(): Date;
}

export function createEnterpriseEntryContext(
  db: Database,
  collaborators: Pick<
    EnterpriseEntryContext,
    'accounts' | 'organizations' | 'sendMail' | 'webOrigin' | 'limiter' | 'now'
  >,
): EnterpriseEntryContext {
  return {
    repo: createEnterpriseEntryRepository(db),
    trialRules: {
      perAddress: { max: ENTERPRISE_TRIAL_REQUESTS_PER_ADDRESS, windowMs: 24 * 3600_000 },
      perIp: { max: ENTERPRISE_TRIAL_REQUESTS_PER_IP, windowMs: 3600_000 },
    },
    // The seeded Enterprise plan (billing seed): Premium content for every seat.
    plan: { code: '300-12-6003', featureSet: PLAN_TIERS.PREMIUM },
    ...collaborators,
  };
}
