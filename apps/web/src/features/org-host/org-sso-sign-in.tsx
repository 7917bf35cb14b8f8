import { apiRefs } from '@learnbox/contracts/route-refs';

/**
 * "Sign in with <organization>" on the login page of the organization's host: a plain link (a
 * full navigation), because the api answers with a redirect to the organization's provider.
 */
export function OrgSsoSignIn({
  name,
  returnUrl,
  error,
}: {
  name: string;
  returnUrl: string;
  error: string | null;
}) {
  const href = `${apiRefs.orgHosts.ssoStart.path}?${new URLSearchParams({ page_uri: returnUrl }).toString()}`;
  return (
    <div className="mb-6 border-b border-line pb-6">
      {error ? (
        <p role="alert" data-testid="org-sso-error" className="mb-4 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <a
        href={href}
        data-testid="org-sso-sign-in"
        className="flex w-full items-center justify-center rounded-lg bg-brand px-4 py-2.5 text-sm font-semibold text-white hover:opacity-90"
      >
        Sign in with {name}
      </a>
      <p className="mt-3 text-center text-sm text-muted">or log in with your e-mail and password</p>
    </div>
  );
}
