/** Who may do what: per-resource policies, and authorize() that answers 401, 403 or 404. */
export { type Authorizable, authorize } from './authorize';
export { type DraftResource, draftPolicy, type LessonResource, lessonPolicy } from './content.policy';
export {
  NOT_ORG_ADMIN_MESSAGE,
  ORGANIZATION_NOT_FOUND_MESSAGE,
  type OrganizationResource,
  organizationPolicy,
} from './organization.policy';
export type { Decision, Policy } from './policy';
export { SESSION_NOT_FOUND_MESSAGE, type SessionResource, sessionPolicy } from './session.policy';
