import {
  claimEnterpriseEntryBodySchema,
  claimEnterpriseEntryReplySchema,
  createEnterpriseSignupBodySchema,
  enterpriseEntryPreviewSchema,
  enterpriseSignupSchema,
  enterpriseSignupsReplySchema,
  entryTokenBodySchema,
  invitationSignupBodySchema,
  requestEnterpriseTrialBodySchema,
  requestEnterpriseTrialReplySchema,
} from '../enterprise-entry';
import { acceptInvitationReplySchema } from '../organizations';
import { defineRoute } from './define-route';

const tags = ['enterprise-entry'];
const errors = [400, 401, 403, 404, 409, 429, 498] as const;

/** The ways into an organization outside checkout (issue 16 "The way in"). */
export const enterpriseEntryRoutes = {
  requestTrial: defineRoute({
    method: 'POST',
    path: '/api/enterprise-trial/requests',
    tags,
    summary: 'Mails a single-use enterprise trial link; the same answer for every address',
    body: requestEnterpriseTrialBodySchema,
    reply: requestEnterpriseTrialReplySchema,
    errors: [400, 429],
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/api/enterprise-entry/lookup',
    tags,
    summary: "What a trial or signup link's page shows (company, address, term)",
    body: entryTokenBodySchema,
    reply: enterpriseEntryPreviewSchema,
    errors,
  }),
  claim: defineRoute({
    method: 'POST',
    path: '/api/enterprise-entry/claim',
    tags,
    summary: "Creates the link's organization with the caller as owner admin (signs up when asked)",
    body: claimEnterpriseEntryBodySchema,
    reply: claimEnterpriseEntryReplySchema,
    errors,
  }),
  createSignup: defineRoute({
    method: 'POST',
    path: '/api/staff/enterprise-signups',
    tags,
    summary: 'Staff: a sales-closed enterprise; mails its admin the signup link',
    body: createEnterpriseSignupBodySchema,
    reply: enterpriseSignupSchema,
    errors,
  }),
  listSignups: defineRoute({
    method: 'GET',
    path: '/api/staff/enterprise-signups',
    tags,
    summary: 'Staff: the sales-closed enterprises set up, newest first',
    reply: enterpriseSignupsReplySchema,
    errors,
  }),
  invitationSignup: defineRoute({
    method: 'POST',
    path: '/api/organizations/invitations/signup',
    tags,
    summary: 'An invited address without an account: creates it (verified), accepts, logs in',
    body: invitationSignupBodySchema,
    reply: acceptInvitationReplySchema,
    errors,
  }),
};
