import { z } from 'zod';
import { emailField, newPasswordField, plainText } from './auth';

/**
 * The ways into an organization outside checkout (issue 16): the free enterprise trial asked for on
 * /business, the sales-closed enterprise staff set up, and the invited person without an account.
 * Each is a mailed single-use link; the token travels in a body, never in an api URL.
 */

const ENTRY_INPUT_MESSAGES = {
  COMPANY: 'Enter your company name (2 to 120 characters).',
  ORGANIZATION: 'Enter the name of your organization (2 to 120 characters).',
  LINK: 'This link is incomplete. Open the whole link from the e-mail.',
  NAME: 'Enter your name.',
  SEATS: 'Enter a number of seats from 1 to 10000.',
  MONTHS: 'Enter a term from 1 to 36 months.',
} as const;

const nameOf = (message: string) =>
  z.string({ error: message }).pipe(plainText(120).min(2, { error: message }));

const entryToken = z
  .string({ error: ENTRY_INPUT_MESSAGES.LINK })
  .trim()
  .min(20, { error: ENTRY_INPUT_MESSAGES.LINK })
  .max(200, { error: ENTRY_INPUT_MESSAGES.LINK })
  .regex(/^[A-Za-z0-9_-]+$/, { error: ENTRY_INPUT_MESSAGES.LINK });

/** "Start a free enterprise trial" on /business. */
export const requestEnterpriseTrialBodySchema = z.object({
  email: emailField,
  company_name: nameOf(ENTRY_INPUT_MESSAGES.COMPANY),
});
export type RequestEnterpriseTrialBody = z.infer<typeof requestEnterpriseTrialBodySchema>;

/** The same answer whether or not the address has an account or may start a trial. */
export const requestEnterpriseTrialReplySchema = z.object({ message: z.string() });

export const entryTokenBodySchema = z.object({ token: entryToken });

/** What /enterprise-trial/{token} and /enterprise-signup/{token} show before anything is created. */
export const enterpriseEntryPreviewSchema = z.object({
  kind: z.enum(['trial', 'signup']),
  company_name: z.string(),
  email: z.string(),
  seats: z.number().int(),
  /** Days of a trial, months of a sales-closed plan. */
  term: z.object({ unit: z.enum(['days', 'months']), length: z.number().int() }),
  expires_at: z.string(),
  /** The address of the browser's session, if any: the page does not load user info (spec section 2). */
  signed_in_email: z.string().nullable(),
  /** Whether the link's address has an account: log in with it, or sign up here. */
  account_exists: z.boolean(),
});
export type EnterpriseEntryPreview = z.infer<typeof enterpriseEntryPreviewSchema>;

/** A new account made with the link's address (the link proves the inbox). */
const newAccountSchema = z.object({
  full_name: z
    .string({ error: ENTRY_INPUT_MESSAGES.NAME })
    .pipe(plainText(100).min(1, { error: ENTRY_INPUT_MESSAGES.NAME })),
  password: newPasswordField,
});

export const claimEnterpriseEntryBodySchema = z.object({
  token: entryToken,
  organization_name: nameOf(ENTRY_INPUT_MESSAGES.ORGANIZATION),
  /** Only when logged out and the address has no account yet. */
  account: newAccountSchema.optional(),
});
export type ClaimEnterpriseEntryBody = z.infer<typeof claimEnterpriseEntryBodySchema>;

export const claimEnterpriseEntryReplySchema = z.object({
  organization_id: z.string(),
  organization_name: z.string(),
});
export type ClaimEnterpriseEntryReply = z.infer<typeof claimEnterpriseEntryReplySchema>;

/** Staff: a sales-closed enterprise for an admin address. */
export const createEnterpriseSignupBodySchema = z.object({
  company_name: nameOf(ENTRY_INPUT_MESSAGES.COMPANY),
  admin_email: emailField,
  seats: z
    .number({ error: ENTRY_INPUT_MESSAGES.SEATS })
    .int(ENTRY_INPUT_MESSAGES.SEATS)
    .min(1, ENTRY_INPUT_MESSAGES.SEATS)
    .max(10_000, ENTRY_INPUT_MESSAGES.SEATS),
  months: z
    .number({ error: ENTRY_INPUT_MESSAGES.MONTHS })
    .int(ENTRY_INPUT_MESSAGES.MONTHS)
    .min(1, ENTRY_INPUT_MESSAGES.MONTHS)
    .max(36, ENTRY_INPUT_MESSAGES.MONTHS),
});
export type CreateEnterpriseSignupBody = z.infer<typeof createEnterpriseSignupBodySchema>;

export const enterpriseSignupSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  admin_email: z.string(),
  seats: z.number().int(),
  months: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
  status: z.enum(['pending', 'used', 'expired']),
  organization_id: z.string().nullable(),
});
export type EnterpriseSignup = z.infer<typeof enterpriseSignupSchema>;

export const enterpriseSignupsReplySchema = z.object({ signups: z.array(enterpriseSignupSchema) });
export type EnterpriseSignupsReply = z.infer<typeof enterpriseSignupsReplySchema>;

/** /signup-and-reset-password/{token} for an invited address without an account. */
export const invitationSignupBodySchema = z.object({
  token: entryToken,
  full_name: z
    .string({ error: ENTRY_INPUT_MESSAGES.NAME })
    .pipe(plainText(100).min(1, { error: ENTRY_INPUT_MESSAGES.NAME })),
  password: newPasswordField,
});
export type InvitationSignupBody = z.infer<typeof invitationSignupBodySchema>;
