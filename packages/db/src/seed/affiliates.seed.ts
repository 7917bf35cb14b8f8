import type { Database } from '../client';
import { affiliates } from '../schema/index';

/**
 * Demo affiliates: a partner that links with `?aff_id=42`, and Impact (7001, the domain's
 * IMPACT_AFFILIATE_ID: the "special affiliate" whose links must carry an impact click id).
 * The encoded ids are fixed so demo links and tests can name them.
 */
export const DEMO_AFFILIATES = [
  { id: 42, name: 'DevNewsletter', encodedId: 'aff_dn_8c1f2a' },
  { id: 7001, name: 'Impact', encodedId: 'aff_im_51b9e0' },
] as const;

export async function seedAffiliates(db: Database): Promise<void> {
  await db
    .insert(affiliates)
    .values([...DEMO_AFFILIATES])
    .onConflictDoNothing();
}
