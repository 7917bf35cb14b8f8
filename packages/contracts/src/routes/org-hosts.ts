import {
  orgHostParamsSchema,
  orgHostReplySchema,
  orgHostSettingsBodySchema,
  orgHostSettingsReplySchema,
  orgSsoBodySchema,
  orgSsoCallbackQuerySchema,
  orgSsoStartQuerySchema,
} from '../org-hosts';
import { organizationParamsSchema } from '../organizations';
import { defineRoute } from './define-route';

const tags = ['org-hosts'];
const errors = [400, 401, 403, 404, 409, 429] as const;

/** Organization hosts (subdomain, brand colour) and organization single sign-on. */
export const orgHostsRoutes = {
  host: defineRoute({
    method: 'GET',
    path: '/api/org-hosts/:subdomain',
    tags,
    summary: 'The organization whose host this is: name, brand colour, whether it offers SSO',
    params: orgHostParamsSchema,
    reply: orgHostReplySchema,
    errors: [400, 404] as const,
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/api/organizations/:organizationId/host-settings',
    tags,
    summary: "The organization's host and SSO settings (admins; never the client secret)",
    params: organizationParamsSchema,
    reply: orgHostSettingsReplySchema,
    errors,
  }),
  saveHost: defineRoute({
    method: 'PUT',
    path: '/api/organizations/:organizationId/host-settings/host',
    tags,
    summary: "Sets the organization's subdomain and brand colour (admins)",
    params: organizationParamsSchema,
    body: orgHostSettingsBodySchema,
    reply: orgHostSettingsReplySchema,
    errors,
  }),
  saveSso: defineRoute({
    method: 'PUT',
    path: '/api/organizations/:organizationId/host-settings/sso',
    tags,
    summary: "Sets the organization's OpenID Connect provider, checked by reading its discovery document",
    params: organizationParamsSchema,
    body: orgSsoBodySchema,
    reply: orgHostSettingsReplySchema,
    errors,
  }),
  deleteSso: defineRoute({
    method: 'DELETE',
    path: '/api/organizations/:organizationId/host-settings/sso',
    tags,
    summary: "Turns the organization's single sign-on off",
    params: organizationParamsSchema,
    reply: orgHostSettingsReplySchema,
    errors,
  }),
  ssoStart: defineRoute({
    method: 'GET',
    path: '/api/org-sso/start',
    tags,
    summary: "On an organization's host: sends the browser to its identity provider (code flow, PKCE)",
    query: orgSsoStartQuerySchema,
  }),
  ssoCallback: defineRoute({
    method: 'GET',
    path: '/api/org-sso/callback',
    tags,
    summary: "The identity provider's return: signs the person in and gives them a seat when one is free",
    query: orgSsoCallbackQuerySchema,
  }),
};
