'use client';

import {
  ORG_SSO_NOTICE_PARAM,
  ORG_SSO_NOTICES,
  type OrgSsoNoticeCode,
} from '@learnbox/domain/org-hosts/messages';
import { useSearchParams } from 'next/navigation';

/**
 * After signing in with the organization, what is worth saying (e.g. no seat was free). The api
 * puts a code in the URL, never text, so nobody can make the page say something else.
 */
export function OrgSsoNotice() {
  const code = useSearchParams().get(ORG_SSO_NOTICE_PARAM);
  if (!code || !Object.hasOwn(ORG_SSO_NOTICES, code)) return null;
  return (
    <div role="status" data-testid="org-sso-notice" className="border-b border-line bg-surface">
      <p className="mx-auto max-w-6xl px-4 py-3 text-sm text-fg sm:px-6">
        {ORG_SSO_NOTICES[code as OrgSsoNoticeCode]}
      </p>
    </div>
  );
}
