import type { OrgHostReply } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { headers } from 'next/headers';
import { cache } from 'react';
import { getWebEnv } from '../../config/env';
import { serverApi } from '../api-client/server-api';
import { orgSubdomainOf } from './org-host-name';

export type OrgHost =
  | { kind: 'main' }
  | { kind: 'org'; org: OrgHostReply }
  | { kind: 'unknown'; subdomain: string };

/**
 * Which space this request is in: the main site, an organization's own host, or a subdomain no
 * organization holds. Read once per request (React cache) by the layout and pages that brand.
 */
export const readOrgHost = cache(async (): Promise<OrgHost> => {
  const subdomain = orgSubdomainOf(await headers(), getWebEnv().b2bHostSuffix);
  if (!subdomain) return { kind: 'main' };
  const result = await serverApi.call(apiRefs.orgHosts.host, { params: { subdomain } });
  if (result.ok) return { kind: 'org', org: result.data };
  return { kind: 'unknown', subdomain };
});
