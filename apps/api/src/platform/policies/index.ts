/** Who may do what: per-resource policies, and authorize() that answers 401, 403 or 404. */
export {
  type AssessmentAttemptResource,
  type AssessmentResource,
  assessmentAttemptPolicy,
  assessmentPolicy,
} from './assessment.policy';
export { type Authorizable, authorize } from './authorize';
export {
  type BillingAction,
  type TeamBillingResource,
  teamBillingPolicy,
} from './billing.policy';
export {
  type CertificateAction,
  type CertificateResource,
  certificatePolicy,
} from './certificate.policy';
export { type DraftResource, draftPolicy, type LessonResource, lessonPolicy } from './content.policy';
export { type LabAction, type LabEditor, type LabResource, labPolicy } from './lab.policy';
export { type OrganizationResource, organizationPolicy } from './organization.policy';
export type { Decision, Policy } from './policy';
export { type SessionResource, sessionPolicy } from './session.policy';
export { type WorkAction, type WorkResource, workPolicy } from './work.policy';
