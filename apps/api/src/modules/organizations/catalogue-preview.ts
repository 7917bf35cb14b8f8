import type { CataloguePreviewReply } from '@learnbox/contracts';
import type { CurrentUser } from '../../platform/http/current-user';
import { seatCatalogue } from '../entitlements';
import type { OrganizationsContext } from './organizations-context';
import { requireOrganization } from './require-admin';

/** GET …/catalogue/preview: the courses and paths a member with a seat sees, saved lists applied. */
export async function cataloguePreview(
  ctx: OrganizationsContext,
  organizationId: string,
  user: CurrentUser,
): Promise<CataloguePreviewReply> {
  const { organization } = await requireOrganization(ctx, organizationId, user, 'configure');
  const subscription = await ctx.repo.currentSubscription(organizationId);
  const seat = seatCatalogue(organization, subscription?.subType ?? null);
  return { items: await ctx.catalogue.previewFor(organizationId, seat) };
}
