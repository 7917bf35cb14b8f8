import type { Database } from '@learnbox/db';
import type { AccountsContext } from '../auth';
import type { OrganizationsContext } from '../organizations';
import { createIssuerDirectory, type IssuerDirectory, type IssuerPolicy } from './oidc-issuer';
import { createOrgSsoRepository, type OrgSsoRepository } from './org-sso.repository';
import { createSecretBox, type SecretBox } from './secret-box';

/** What organization hosts and organization SSO work with; built once per api process (app.ts). */
export interface OrgSsoContext {
  repo: OrgSsoRepository;
  organizations: OrganizationsContext;
  accounts: AccountsContext;
  issuers: IssuerDirectory;
  /** Opened lazily: the key comes from the auth engine's secret. */
  secretBox(): Promise<SecretBox>;
  /** PUBLIC_WEB_ORIGIN: organization hosts share its scheme and port. */
  webOrigin: string;
  hostSuffix: string;
  now(): Date;
}

export function createOrgSsoContext(
  db: Database,
  options: {
    organizations: OrganizationsContext;
    accounts: AccountsContext;
    webOrigin: string;
    hostSuffix: string;
    issuerPolicy: IssuerPolicy;
    now?: () => Date;
  },
): OrgSsoContext {
  let box: SecretBox | null = null;
  return {
    repo: createOrgSsoRepository(db),
    organizations: options.organizations,
    accounts: options.accounts,
    issuers: createIssuerDirectory(options.issuerPolicy),
    async secretBox() {
      box ??= createSecretBox((await options.accounts.engine.$context).secret);
      return box;
    },
    webOrigin: options.webOrigin,
    hostSuffix: options.hostSuffix,
    now: options.now ?? (() => new Date()),
  };
}
