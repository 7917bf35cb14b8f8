import type { OrgHostSettingsBody, OrgHostSettingsReply, OrgSsoBody } from '@learnbox/contracts';
import {
  DomainError,
  orgHostOrigin,
  SSO_SECRET_REQUIRED_MESSAGE,
  STATUS,
  SUBDOMAIN_TAKEN_MESSAGE,
} from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import { type OrganizationRow, requireOrganization } from '../organizations';
import type { OrgSsoContext } from './org-sso-context';

/** Where the provider sends people back: the organization's own host. */
export function redirectUriFor(ctx: OrgSsoContext, subdomain: string): string {
  return `${orgHostOrigin(ctx.webOrigin, subdomain, ctx.hostSuffix)}/api/org-sso/callback`;
}

async function view(ctx: OrgSsoContext, organization: OrganizationRow): Promise<OrgHostSettingsReply> {
  const sso = await ctx.repo.settings(organization.id);
  const subdomain = organization.subdomain;
  return {
    organization_id: organization.id,
    name: organization.name,
    subdomain,
    host_origin: subdomain ? orgHostOrigin(ctx.webOrigin, subdomain, ctx.hostSuffix) : null,
    brand_color: organization.brandColor,
    sso: {
      configured: sso !== null,
      issuer: sso?.issuer ?? null,
      client_id: sso?.clientId ?? null,
      // Only whether one is stored: the secret itself never leaves the api.
      has_client_secret: Boolean(sso?.clientSecretSealed),
      redirect_uri: subdomain ? redirectUriFor(ctx, subdomain) : null,
      updated_at: sso?.updatedAt.toISOString() ?? null,
    },
  };
}

/** Host and SSO settings are the organization's configuration: admins only ('configure'). */
async function configurable(ctx: OrgSsoContext, organizationId: string, user: CurrentUser) {
  return (await requireOrganization(ctx.organizations, organizationId, user, 'configure')).organization;
}

export async function loadHostSettings(ctx: OrgSsoContext, organizationId: string, user: CurrentUser) {
  return view(ctx, await configurable(ctx, organizationId, user));
}

export async function saveHostSettings(
  ctx: OrgSsoContext,
  organizationId: string,
  user: CurrentUser,
  body: OrgHostSettingsBody,
): Promise<OrgHostSettingsReply> {
  const organization = await configurable(ctx, organizationId, user);
  const brandColor = body.brand_color?.toLowerCase() ?? null;
  if (!(await ctx.repo.setHost(organization.id, { subdomain: body.subdomain, brandColor })))
    throw new DomainError(SUBDOMAIN_TAKEN_MESSAGE, STATUS.ALREADY_EXISTS, {
      subdomain: SUBDOMAIN_TAKEN_MESSAGE,
    });
  return view(ctx, { ...organization, subdomain: body.subdomain, brandColor });
}

/**
 * Saves the organization's OpenID Connect provider after reading its discovery document (a
 * wrong issuer is a 400 with a sentence, not a broken sign-in later). The secret is sealed; left
 * out, the stored one is kept.
 */
export async function saveSsoSettings(
  ctx: OrgSsoContext,
  organizationId: string,
  user: CurrentUser,
  body: OrgSsoBody,
): Promise<OrgHostSettingsReply> {
  const organization = await configurable(ctx, organizationId, user);
  const existing = await ctx.repo.settings(organization.id);
  if (!body.client_secret && !existing)
    throw new DomainError(SSO_SECRET_REQUIRED_MESSAGE, STATUS.OPERATION_NOT_ALLOWED, {
      client_secret: SSO_SECRET_REQUIRED_MESSAGE,
    });
  // Kept as typed: the discovery document must name exactly this issuer (some end in a slash).
  const issuer = body.issuer;
  await ctx.issuers.discover(issuer, true);
  const sealed = body.client_secret
    ? (await ctx.secretBox()).seal(body.client_secret)
    : (existing?.clientSecretSealed as string);
  await ctx.repo.saveSettings(
    {
      organizationId: organization.id,
      issuer,
      clientId: body.client_id,
      clientSecretSealed: sealed,
      updatedBy: user.id,
    },
    ctx.now(),
  );
  return view(ctx, organization);
}

export async function deleteSsoSettings(ctx: OrgSsoContext, organizationId: string, user: CurrentUser) {
  const organization = await configurable(ctx, organizationId, user);
  await ctx.repo.deleteSettings(organization.id);
  return view(ctx, organization);
}
