import { CAPABILITY_FLAGS, type Capability } from '@learnbox/domain';
import type { FastifyInstance } from 'fastify';
import type { FeatureFlags } from './feature-flags.service';

/**
 * Api paths that belong to one capability of CAPABILITIES: while its flag is off for the caller
 * they answer 404 with a sentence, as if the feature were not there, so a level-3 rollout is
 * closed to learners on the server too, not only hidden in the pages. Authors' editors are not
 * listed: they build content before it is shown.
 */
export const CAPABILITY_ROUTE_GATES: readonly { prefix: string; capability: Capability }[] = [
  { prefix: '/api/labs', capability: 'cloudLabs' },
  { prefix: '/api/instances', capability: 'cloudLabs' },
  { prefix: '/api/coach', capability: 'aiCoach' },
  { prefix: '/api/mock-interviews', capability: 'mockInterviews' },
  { prefix: '/api/projects', capability: 'projects' },
  { prefix: '/api/assessments', capability: 'assessments' },
];

function gateOf(url: string): Capability | undefined {
  const path = url.split('?')[0] ?? '';
  return CAPABILITY_ROUTE_GATES.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`))
    ?.capability;
}

/** A root preHandler (after the session hooks, so request.user is known). */
export function registerCapabilityGates(app: FastifyInstance, flags: FeatureFlags): void {
  app.addHook('preHandler', async (request) => {
    const capability = gateOf(request.url);
    if (capability) await flags.requireOn(request.user, CAPABILITY_FLAGS[capability]);
  });
}
