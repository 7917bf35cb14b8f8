import { assessmentsRoutes } from './assessments';
import { authRoutes } from './auth';
import { authoringRoutes } from './authoring';
import { billingRoutes, paymentsRoutes } from './billing';
import { catalogueRoutes } from './catalogue';
import { certificatesRoutes } from './certificates';
import { checkoutRoutes, couponsRoutes, subscriptionsRoutes } from './checkout';
import { coachRoutes } from './coach';
import { codeRoutes } from './code';
import { contentRoutes } from './content';
import { feedbackRoutes } from './feedback';
import { githubRoutes } from './github';
import { labEditorRoutes } from './lab-editor';
import { labsRoutes } from './labs';
import { mockInterviewsRoutes } from './mock-interviews';
import { notesRoutes } from './notes';
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

export * from './define-route';

/** Every api route, by feature: one entry each, read by the api, its OpenAPI document and the web. */
export const apiRoutes = {
  assessments: assessmentsRoutes,
  auth: authRoutes,
  authoring: authoringRoutes,
  billing: billingRoutes,
  catalogue: catalogueRoutes,
  certificates: certificatesRoutes,
  checkout: checkoutRoutes,
  coach: coachRoutes,
  code: codeRoutes,
  content: contentRoutes,
  coupons: couponsRoutes,
  feedback: feedbackRoutes,
  github: githubRoutes,
  labEditor: labEditorRoutes,
  labs: labsRoutes,
  mockInterviews: mockInterviewsRoutes,
  notes: notesRoutes,
  organizations: organizationsRoutes,
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
};
