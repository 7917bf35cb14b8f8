import type { AttributionSnapshotBody } from '@learnbox/contracts';
import {
  AFFILIATE_NETWORK,
  type AttributionSnapshot,
  acquisitionSourceOf,
  type NetworkClick,
  parseAffiliateId,
  truncateReferrer,
} from '@learnbox/domain';
import type { AttributionRepository } from './attribution.repository';

const SNAPSHOT_KEYS = [
  'utm_source',
  'utm_content',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'initial_utm_source',
  'initial_utm_content',
  'initial_utm_medium',
  'initial_utm_campaign',
  'initial_utm_term',
  'referral_site',
  'last_referral_site',
  'referral_code',
  'site_coupon',
  'affiliate',
  'encoded_affiliate_id',
  'affiliate_name',
  'impact_click_id',
] as const satisfies readonly (keyof AttributionSnapshot)[];

/**
 * The snapshot as stored: known keys only, referrers cut to 512 (spec section 5), and the
 * affiliate checked against our table: the encoded id (or a numeric id) must name a real
 * affiliate, whose name replaces whatever name the browser sent. An unknown affiliate is dropped.
 */
export async function cleanSnapshot(
  repository: Pick<AttributionRepository, 'affiliate' | 'affiliateByEncodedId'>,
  body: Partial<AttributionSnapshotBody> | undefined,
): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const key of SNAPSHOT_KEYS) {
    const value = body?.[key];
    if (typeof value === 'string' && value.trim()) snapshot[key] = value.trim();
  }
  for (const key of ['referral_site', 'last_referral_site'] as const)
    if (snapshot[key]) snapshot[key] = truncateReferrer(snapshot[key]);
  delete snapshot.affiliate_name;
  const numeric = parseAffiliateId(snapshot.affiliate);
  const affiliate = snapshot.encoded_affiliate_id
    ? await repository.affiliateByEncodedId(snapshot.encoded_affiliate_id)
    : numeric
      ? await repository.affiliate(numeric)
      : null;
  delete snapshot.affiliate;
  delete snapshot.encoded_affiliate_id;
  if (!affiliate) delete snapshot.impact_click_id;
  if (affiliate) {
    snapshot.affiliate = String(affiliate.id);
    snapshot.encoded_affiliate_id = affiliate.encodedId;
    snapshot.affiliate_name = affiliate.name;
  }
  return snapshot;
}

/**
 * The snapshot with the affiliate network's click added. It comes from our own cookie
 * (trackingOf), never from the browser's body: cleanSnapshot keeps no network keys.
 */
export function withNetworkClick(
  snapshot: Record<string, string>,
  click: NetworkClick | null | undefined,
): Record<string, string> {
  if (!click) return snapshot;
  return {
    ...snapshot,
    network: AFFILIATE_NETWORK,
    network_merchant_id: click.merchantId,
    network_tracking_id: click.trackingId,
    network_clicked_at: new Date(click.clickedAt).toISOString(),
  };
}

export const sourceOf = (snapshot: Record<string, string>) => acquisitionSourceOf(snapshot);
