import { analyticsRoutes } from './analytics';
import { assessmentsRoutes } from './assessments';
import { assignmentsRoutes } from './assignments';
import { authRoutes } from './auth';
import { authoringRoutes } from './authoring';
import { billingRoutes, paymentsRoutes } from './billing';
import { catalogueRoutes } from './catalogue';
import { certificatesRoutes } from './certificates';
import { checkoutRoutes, couponsRoutes, subscriptionsRoutes } from './checkout';
import { coachRoutes } from './coach';
import { codeRoutes } from './code';
import { contentRoutes } from './content';
import { enterpriseEntryRoutes } from './enterprise-entry';
import { errorReportsRoutes } from './error-reports';
import { featureFlagsRoutes } from './feature-flags';
import { feedbackRoutes } from './feedback';
import { githubRoutes } from './github';
import { labEditorRoutes } from './lab-editor';
import { labsRoutes } from './labs';
import { marketingRoutes } from './marketing';
import { mockInterviewsRoutes } from './mock-interviews';
import { notesRoutes } from './notes';
import { orgAdminRoutes } from './org-admin';
import { orgHostsRoutes } from './org-hosts';
import { organizationsRoutes } from './organizations';
import { progressRoutes } from './progress';
import { projectsRoutes } from './projects';
import { quizRoutes } from './quiz';
import { salesRoutes } from './sales';
import { shotsRoutes } from './shots';
import { systemRoutes } from './system';
import { uploadsRoutes } from './uploads';
import { userRoutes } from './user';
import { userdataRoutes } from './userdata';
import { workflowRoutes } from './workflow';

export * from './define-route';

/** Every api route, by feature: one entry each, read by the api, its OpenAPI document and the web. */
export const apiRoutes = {
  analytics: analyticsRoutes,
  assessments: assessmentsRoutes,
  assignments: assignmentsRoutes,
  auth: authRoutes,
  authoring: authoringRoutes,
  billing: billingRoutes,
  catalogue: catalogueRoutes,
  certificates: certificatesRoutes,
  checkout: checkoutRoutes,
  coach: coachRoutes,
  code: codeRoutes,
  content: contentRoutes,
  enterpriseEntry: enterpriseEntryRoutes,
  coupons: couponsRoutes,
  errorReports: errorReportsRoutes,
  featureFlags: featureFlagsRoutes,
  feedback: feedbackRoutes,
  github: githubRoutes,
  labEditor: labEditorRoutes,
  labs: labsRoutes,
  marketing: marketingRoutes,
  mockInterviews: mockInterviewsRoutes,
  notes: notesRoutes,
  orgAdmin: orgAdminRoutes,
  organizations: organizationsRoutes,
  orgHosts: orgHostsRoutes,
  payments: paymentsRoutes,
  progress: progressRoutes,
  projects: projectsRoutes,
  quiz: quizRoutes,
  sales: salesRoutes,
  shots: shotsRoutes,
  subscriptions: subscriptionsRoutes,
  system: systemRoutes,
  uploads: uploadsRoutes,
  user: userRoutes,
  userdata: userdataRoutes,
  workflow: workflowRoutes,
};
