import { z } from 'zod';

/**
 * Organization hosts and organization single sign-on (issue 16): an organization's own host
 * `<subdomain>.<B2B_HOST_SUFFIX>` and the OpenID Connect provider its admins configure.
 */

const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const subdomainField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'Give the subdomain.' })
  .max(63, { error: 'A subdomain has at most 63 characters.' })
  .regex(SUBDOMAIN, {
    error:
      'A subdomain is lower-case letters, digits and dashes, and starts and ends with a letter or digit.',
  });

export const orgHostParamsSchema = z.object({ subdomain: subdomainField });

/** What anyone may know of the organization whose host they opened. */
export const orgHostReplySchema = z.object({
  organization_id: z.string(),
  name: z.string(),
  subdomain: z.string(),
  brand_color: z.string().nullable(),
  /** Whether "Sign in with <name>" is offered on the host. */
  sso_enabled: z.boolean(),
});
export type OrgHostReply = z.infer<typeof orgHostReplySchema>;

const BRAND_COLOR = /^#[0-9a-f]{6}$/i;

export const orgHostSettingsBodySchema = z.object({
  /** null removes the organization's host. */
  subdomain: subdomainField.nullable(),
  brand_color: z
    .string()
    .trim()
    .regex(BRAND_COLOR, { error: 'A brand colour is written #rrggbb, e.g. #0f766e.' })
    .nullable(),
});
export type OrgHostSettingsBody = z.infer<typeof orgHostSettingsBodySchema>;

export const orgSsoBodySchema = z.object({
  issuer: z
    .string()
    .trim()
    .min(1, { error: 'Give the issuer URL of your identity provider.' })
    .max(500, { error: 'This issuer URL is too long.' })
    .url({ error: 'The issuer must be a URL, e.g. https://login.example.com/realms/acme.' }),
  client_id: z
    .string()
    .trim()
    .min(1, { error: 'Give the client id your identity provider gave this application.' })
    .max(300, { error: 'This client id is too long.' }),
  /** Leave out to keep the stored secret. */
  client_secret: z
    .string()
    .trim()
    .min(1, { error: 'Enter the client secret, or leave the field out to keep the stored one.' })
    .max(1000, { error: 'This client secret is too long.' })
    .optional(),
});
export type OrgSsoBody = z.infer<typeof orgSsoBodySchema>;

/** The admin's view of the host and SSO settings; the client secret is never in it. */
export const orgHostSettingsReplySchema = z.object({
  organization_id: z.string(),
  name: z.string(),
  subdomain: z.string().nullable(),
  /** http://acme.teams.localhost:3000 when a subdomain is set. */
  host_origin: z.string().nullable(),
  brand_color: z.string().nullable(),
  sso: z.object({
    configured: z.boolean(),
    issuer: z.string().nullable(),
    client_id: z.string().nullable(),
    has_client_secret: z.boolean(),
    /** What to register at the provider as the redirect URI; null without a subdomain. */
    redirect_uri: z.string().nullable(),
    updated_at: z.string().nullable(),
  }),
});
export type OrgHostSettingsReply = z.infer<typeof orgHostSettingsReplySchema>;

export const orgSsoStartQuerySchema = z.object({ page_uri: z.string().max(2048).optional() });

export const orgSsoCallbackQuerySchema = z.object({
  state: z.string().max(512).optional(),
  code: z.string().max(2048).optional(),
  iss: z.string().max(2048).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  session_state: z.string().max(2048).optional(),
});
