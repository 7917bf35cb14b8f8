import { z } from 'zod';
import { utmBodySchema } from '../auth';
import { userInfoSchema } from '../user-info';
import { defineRoute } from './define-route';

/** GET /api/user/info and POST /api/user/utm (spec sections 3 and 7). */
export const userRoutes = {
  info: defineRoute({
    method: 'GET',
    path: '/api/user/info',
    tags: ['user'],
    reply: userInfoSchema,
    errors: [401],
  }),
  utm: defineRoute({
    method: 'POST',
    path: '/api/user/utm',
    tags: ['user'],
    body: utmBodySchema,
    reply: z.object({ status: z.literal(true) }),
    errors: [400, 401],
  }),
};
