import { CAPABILITY_FLAGS, type Capability } from '@learnbox/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../platform/http/app-instance';

/**
 * Capability gates: a module whose routes are one capability of CAPABILITIES declares it on its own
 * (encapsulated) plugin scope with `gateScope`. While the capability's flag is off for the caller,
 * every route of that scope answers 404 with a sentence, as if the feature were not there, so a
 * level-3 rollout is closed to learners on the server too, not only hidden in the pages. A route is
 * gated because the module registers it in the gated scope, whatever its URL: a new route of the
 * module is gated by construction, and a route of another module is never gated by its path.
 * Authors' editors register outside the gate: they build content before it is shown.
 */
export function gatedBy(capability: Capability) {
  const flag = CAPABILITY_FLAGS[capability];
  return async function capabilityGate(request: FastifyRequest): Promise<void> {
    await request.server.featureFlags.requireOn(request.user, flag);
  };
}

/**
 * Gates every route of `scope` (a module's plugin, or a child scope it registers for its learner
 * routes) by the capability's flag; hooks cover the whole scope, routes added before the call too.
 * A preHandler, as the gate always was: it runs after every onRequest hook, so the caller is known.
 */
export function gateScope(scope: AppInstance, capability: Capability): void {
  scope.addHook('preHandler', gatedBy(capability));
}
