import { ORG_SSO_ERROR_PARAM, ORG_SSO_ERRORS, type OrgSsoErrorCode } from '@learnbox/domain';
import type { Metadata } from 'next';
import { safeReturnUrl } from '../../features/auth/auth-routes';
import { LoginScreen } from '../../features/auth/login-screen';
import { OrgSsoSignIn } from '../../features/org-host/org-sso-sign-in';
import { readOrgHost } from '../../features/org-host/server-org-host';

export const metadata: Metadata = { title: 'Log in' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The sentence for a failed organization sign-in; only known codes, never text from the URL. */
function ssoErrorOf(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && Object.hasOwn(ORG_SSO_ERRORS, value)
    ? ORG_SSO_ERRORS[value as OrgSsoErrorCode]
    : null;
}

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const returnUrl = safeReturnUrl(params.returnUrl);
  const orgHost = await readOrgHost();
  const ssoError = ssoErrorOf(params[ORG_SSO_ERROR_PARAM]);
  // On an organization's host, its own sign-in comes first when its admins set one up.
  const orgSso =
    orgHost.kind === 'org' && (orgHost.org.sso_enabled || ssoError) ? (
      orgHost.org.sso_enabled ? (
        <OrgSsoSignIn name={orgHost.org.name} returnUrl={returnUrl ?? '/'} error={ssoError} />
      ) : (
        <p role="alert" data-testid="org-sso-error" className="mb-6 text-sm text-red-700 dark:text-red-300">
          {ssoError}
        </p>
      )
    ) : null;
  const title = orgHost.kind === 'org' ? `Log in to ${orgHost.org.name} on Learnbox` : undefined;
  return <LoginScreen returnUrl={returnUrl} before={orgSso} title={title} />;
}
