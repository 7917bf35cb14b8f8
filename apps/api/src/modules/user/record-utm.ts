import type { UtmBody } from '@learnbox/contracts';
import { type AccountsContext, utmOf } from '../auth';

/** Stores the campaign a user came from (POST /api/user/utm). */
export async function recordUtm(context: AccountsContext, userId: string, body: UtmBody): Promise<void> {
  const profile = await context.repository.getProfile(userId);
  const incoming = utmOf(body);
  // initial_* values are first-touch: an SSO sign-up's later call never overwrites them.
  const initial = Object.fromEntries(
    Object.entries(profile.utm).filter(([key]) => key.startsWith('initial_')),
  );
  await context.repository.updateProfile(userId, { utm: { ...profile.utm, ...incoming, ...initial } });
}
