import { apiRefs } from '@learnbox/contracts/route-refs';
import type { Capability } from '@learnbox/domain';
import { cache } from 'react';
import { serverApi } from '../api-client/server-api';
import { capabilitiesFor } from './capabilities';

/**
 * The flags as the api evaluated them for this visitor, read once per server render (React's
 * cache is per request) and never kept between requests, so a level changed on /staff/flags
 * shows on the next page load. An api that cannot answer leaves every flag off.
 */
export const readServerFlags = cache(async (): Promise<Record<string, boolean>> => {
  const reply = await serverApi.call(apiRefs.featureFlags.evaluated);
  return reply.ok ? reply.data.flags : {};
});

/** Capabilities for this visitor, on the server (pages, footer, sitemap). */
export async function readServerCapabilities(): Promise<Record<Capability, boolean>> {
  const flags = await readServerFlags();
  return capabilitiesFor((flag) => flags[flag] === true);
}
