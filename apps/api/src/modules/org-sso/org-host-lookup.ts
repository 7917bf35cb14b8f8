import type { OrgHostReply } from '@learnbox/contracts';
import { DomainError, ORG_HOST_NOT_FOUND_MESSAGE, STATUS } from '@learnbox/domain';
import type { OrgSsoContext } from './org-sso-context';

/**
 * GET /api/org-hosts/{subdomain}: what the organization's own host shows to anyone who opens it
 * (its name and colour are on its pages anyway). Unknown subdomains are a 404.
 */
export async function lookupOrgHost(ctx: OrgSsoContext, subdomain: string): Promise<OrgHostReply> {
  const organization = await ctx.repo.organizationBySubdomain(subdomain);
  if (!organization) throw new DomainError(ORG_HOST_NOT_FOUND_MESSAGE, STATUS.NOT_FOUND);
  return {
    organization_id: organization.id,
    name: organization.name,
    subdomain,
    brand_color: organization.brandColor,
    sso_enabled: (await ctx.repo.settings(organization.id)) !== null,
  };
}
