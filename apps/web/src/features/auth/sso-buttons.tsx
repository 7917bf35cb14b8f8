'use client';

import { buildSsoAuthorizePath, type SsoOperation } from '@learnbox/domain';
import { useAuthOptions } from './use-auth-options';

/**
 * One button per configured identity provider, to /authorize/{provider}-sso (spec section 2)
 * with the page to come back to. Nothing renders when no provider is configured.
 */
export function SsoButtons({
  operation,
  pageUri,
}: {
  operation: SsoOperation;
  pageUri?: string | undefined;
}) {
  const providers = useAuthOptions().sso_providers;
  if (providers.length === 0) return null;
  const here =
    pageUri ?? (typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search);
  return (
    <div className="space-y-2 border-t border-line pt-4" data-testid="sso-buttons">
      <p className="text-center text-xs text-muted">or continue with</p>
      {providers.map((provider) => (
        <a
          key={provider.id}
          href={buildSsoAuthorizePath(
            provider.id,
            { page_uri: here, signup_source: 'auth-modal' },
            operation,
          )}
          data-testid={`sso-${provider.id}`}
          className="flex h-11 w-full items-center justify-center rounded-xl border border-line bg-surface text-sm font-semibold text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {provider.name}
        </a>
      ))}
    </div>
  );
}
