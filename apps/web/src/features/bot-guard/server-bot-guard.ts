import { cookies } from 'next/headers';
import { getWebEnv } from '../../config/env';
import { BOT_GUARD_BYPASS_COOKIE, isBotGuardActive } from './bot-guard-decision';

/** Read per request: BOT_GUARD, BOT_GUARD_BYPASS_TOKEN and the request's bypass cookie. */
export async function readBotGuardActive(): Promise<boolean> {
  const env = getWebEnv();
  const cookieStore = await cookies();
  return isBotGuardActive({
    enabled: env.botGuard,
    bypassToken: env.botGuardBypassToken,
    bypassCookie: cookieStore.get(BOT_GUARD_BYPASS_COOKIE)?.value,
  });
}
