import type { ClaimEnterpriseEntryBody, CreateEnterpriseSignupBody } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { api } from '../api-client/api-client';

const routes = apiRefs.enterpriseEntry;

/** The ways-in endpoints (apps/api/src/modules/enterprise-entry). Tokens travel in bodies. */
export const entryApi = {
  requestTrial: (email: string, companyName: string) =>
    api.call(routes.requestTrial, { body: { email, company_name: companyName } }),
  preview: (token: string) => api.call(routes.preview, { body: { token } }),
  claim: (body: ClaimEnterpriseEntryBody) => api.call(routes.claim, { body }),
  createSignup: (body: CreateEnterpriseSignupBody) => api.call(routes.createSignup, { body }),
  listSignups: () => api.call(routes.listSignups),
  invitationSignup: (token: string, fullName: string, password: string) =>
    api.call(routes.invitationSignup, { body: { token, full_name: fullName, password } }),
};
