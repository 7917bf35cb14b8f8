import { z } from 'zod';
import { emailField } from './auth';

/**
 * Team member management (spec section 1 "Enterprise seat buying", section 6 "Organization
 * roles"): an organization's admins list members and invitations, invite by e-mail, cancel,
 * remove and change role flags; the invited person accepts with the mailed link.
 */

const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
const idField = (what: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `Give the ${what}.` })
    .max(100, { error: `This ${what} is too long.` })
    .regex(ID_PATTERN, { error: `This ${what} is not valid.` });

export const organizationParamsSchema = z.object({ organizationId: idField('organization id') });
export const memberParamsSchema = organizationParamsSchema.extend({ userId: idField('member id') });
export const invitationParamsSchema = organizationParamsSchema.extend({
  invitationId: idField('invitation id'),
});

/** Most addresses one request may invite (the web splits a pasted list). */
export const MAX_INVITE_EMAILS = 50;

export const inviteMembersBodySchema = z.object({
  emails: z
    .array(emailField, { error: 'List the e-mail addresses to invite.' })
    .min(1, { error: 'Enter at least one e-mail address.' })
    .max(MAX_INVITE_EMAILS, { error: `Invite at most ${MAX_INVITE_EMAILS} people at once.` }),
});
export type InviteMembersBody = z.infer<typeof inviteMembersBodySchema>;

export const updateMemberBodySchema = z
  .object({ is_manager: z.boolean().optional(), is_mentor: z.boolean().optional() })
  .strict()
  .refine((body) => body.is_manager !== undefined || body.is_mentor !== undefined, {
    error: 'Change is_manager or is_mentor.',
  });
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;

/** The link's token: base64url, as mailed. */
export const invitationTokenBodySchema = z.object({
  token: z
    .string({ error: 'This invitation link is incomplete.' })
    .trim()
    .min(20, { error: 'This invitation link is incomplete.' })
    .max(200, { error: 'This invitation link is not valid.' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'This invitation link is not valid.' }),
});

export const orgRoleSchema = z.enum(['Admin', 'Manager', 'Member', 'Non-Paid Member']);

export const teamMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: orgRoleSchema,
  is_admin: z.boolean(),
  /** 1 owner, 2 admin (ADMIN_LEVEL); null for everyone else. */
  admin_level: z.number().int().nullable(),
  is_manager: z.boolean(),
  is_mentor: z.boolean(),
  is_subscriber: z.boolean(),
  joined_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  sent_at: z.string(),
  expires_at: z.string(),
  /** Expired invitations hold no seat; re-inviting the address sends a fresh link. */
  expired: z.boolean(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** GET /api/organizations/{id}/members and the reply of every change. */
export const teamReplySchema = z.object({
  organization: z.object({
    id: z.string(),
    name: z.string(),
    subscription_sub_type: z.string().nullable(),
    subscription_active: z.boolean(),
    expires_at: z.string().nullable(),
  }),
  seats: z.object({
    /** Every seat the organization can give: paid ones plus free onboarding seats. */
    seats: z.number().int(),
    used: z.number().int(),
    pending: z.number().int(),
    /** Of `seats`, how many are free onboarding seats (spec section 3). */
    free_onboarding: z.number().int(),
  }),
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type TeamReply = z.infer<typeof teamReplySchema>;

export const inviteResultSchema = z.object({
  email: z.string(),
  /** invited: a new invitation; reinvited: a fresh link for a pending one; already_member: skipped. */
  status: z.enum(['invited', 'reinvited', 'already_member']),
});

export const inviteMembersReplySchema = teamReplySchema.extend({ results: z.array(inviteResultSchema) });
export type InviteMembersReply = z.infer<typeof inviteMembersReplySchema>;

/** POST /api/organizations/invitations/lookup: what the accept page shows. */
export const invitationPreviewSchema = z.object({
  organization_name: z.string(),
  email: z.string(),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptInvitationReplySchema = z.object({
  organization_id: z.string(),
  organization_name: z.string(),
});
export type AcceptInvitationReply = z.infer<typeof acceptInvitationReplySchema>;
