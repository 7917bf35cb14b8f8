import {
  evaluatedFeatureFlagsSchema,
  flagNameParamsSchema,
  setFlagLevelBodySchema,
  staffFeatureFlagListSchema,
} from '../feature-flags';
import { defineRoute } from './define-route';

export const featureFlagsRoutes = {
  /** Read by the web's OpenFeature provider and by server-rendered pages, as the visitor. */
  evaluated: defineRoute({
    method: 'GET',
    path: '/api/feature-flags',
    tags: ['feature-flags'],
    summary: 'Every feature flag, on or off for the caller (spec section 4 rollout levels)',
    reply: evaluatedFeatureFlagsSchema,
  }),
  staffList: defineRoute({
    method: 'GET',
    path: '/api/staff/flags',
    tags: ['feature-flags', 'staff'],
    summary: 'Flags with their rollout levels and the audit of level changes (staff only)',
    reply: staffFeatureFlagListSchema,
    errors: [401, 404],
  }),
  setLevel: defineRoute({
    method: 'PUT',
    path: '/api/staff/flags/:name',
    tags: ['feature-flags', 'staff'],
    summary: 'Changes a rollout level; seen by every api copy within the flag cache TTL (staff only)',
    params: flagNameParamsSchema,
    body: setFlagLevelBodySchema,
    reply: staffFeatureFlagListSchema,
    errors: [400, 401, 404],
  }),
};
