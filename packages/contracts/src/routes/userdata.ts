import {
  darkModeBodySchema,
  darkModeReplySchema,
  twoFactorAppConfirmBodySchema,
  twoFactorStateSchema,
  twoFactorUpdateBodySchema,
  userConfigQuerySchema,
  userConfigReplySchema,
} from '../userdata';
import { defineRoute } from './define-route';

const tags = ['userdata'];
const errors = [400, 401, 409, 429] as const;

/** /api/userdata/*: preferences of the signed-in user (spec section 7). */
export const userdataRoutes = {
  userConfig: defineRoute({
    method: 'GET',
    path: '/api/userdata/user_config',
    tags,
    query: userConfigQuerySchema,
    reply: userConfigReplySchema,
    errors,
  }),
  darkMode: defineRoute({
    method: 'POST',
    path: '/api/userdata/darkmode',
    tags,
    body: darkModeBodySchema,
    reply: darkModeReplySchema,
    errors,
  }),
  twoFactor: defineRoute({
    method: 'GET',
    path: '/api/userdata/two-factor',
    tags,
    reply: twoFactorStateSchema,
    errors,
  }),
  updateTwoFactor: defineRoute({
    method: 'POST',
    path: '/api/userdata/two-factor',
    tags,
    body: twoFactorUpdateBodySchema,
    reply: twoFactorStateSchema,
    errors,
  }),
  confirmTwoFactorApp: defineRoute({
    method: 'POST',
    path: '/api/userdata/two-factor/app/confirm',
    tags,
    body: twoFactorAppConfirmBodySchema,
    reply: twoFactorStateSchema,
    errors,
  }),
};
