import { apiRefs } from '@learnbox/contracts/route-refs';
import { redirect } from 'next/navigation';
import { serverApi } from '../api-client/server-api';

/** Editors are for signed-in people: anyone else goes to the login page and comes back after. */
export async function requireSignIn(returnPath: string): Promise<void> {
  const info = await serverApi.call(apiRefs.user.info);
  if (info.status === 401) redirect(`/login?returnUrl=${encodeURIComponent(returnPath)}`);
}
