import { z } from 'zod';
import { oneTimeCodeField } from './auth';

/** GET /api/userdata/user_config, POST /api/userdata/darkmode and two-factor settings (spec section 7). */

const themeValue = z.enum(['unset', 'system_preference', 'dark', 'light'], {
  error: 'frontend_theme must be unset, system_preference, dark or light.',
});

/** The second try adds cache=false (spec section 7). */
export const userConfigQuerySchema = z.object({
  cache: z.enum(['true', 'false'], { error: 'cache must be true or false.' }).optional(),
});

export const userConfigReplySchema = z.object({
  frontend_theme: themeValue,
  dark_mode_selected: z.boolean().nullable(),
  two_factor_via_email: z.boolean(),
  two_factor_via_app: z.boolean(),
  enable_new_nav_b2b: z.boolean(),
  enterpriseSidebarState: z.string().nullable(),
  active_organization_id: z.string().nullable(),
});
export type UserConfigReply = z.infer<typeof userConfigReplySchema>;

export const darkModeBodySchema = z.object({ frontend_theme: themeValue });
export const darkModeReplySchema = z.object({
  frontend_theme: themeValue,
  dark_mode_selected: z.boolean().nullable(),
});

/** Turns one second factor on or off; the password confirms it is the account holder. */
export const twoFactorUpdateBodySchema = z.object({
  via: z.enum(['email', 'app'], { error: 'via must be email or app.' }),
  enabled: z.boolean({ error: 'enabled must be true or false.' }),
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, { error: 'Enter your password.' })
    .max(128, { error: 'This password is too long.' }),
});

export const twoFactorAppConfirmBodySchema = z.object({ totp: oneTimeCodeField });

export const twoFactorStateSchema = z.object({
  two_factor_via_email: z.boolean(),
  two_factor_via_app: z.boolean(),
  /** Present while an authenticator app is being enrolled: scan the URI (QR) or type the secret. */
  app_enrolment: z.object({ totp_secret: z.string(), totp_uri: z.string() }).nullable(),
});
export type TwoFactorState = z.infer<typeof twoFactorStateSchema>;

export const devMailboxReplySchema = z.object({
  messages: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      kind: z.string(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type DevMailboxReply = z.infer<typeof devMailboxReplySchema>;
