import { DomainError, STATUS, type StatusCode } from '@learnbox/domain';
import {
  type AssessmentAction,
  type AssessmentAttemptAction,
  type AssessmentAttemptResource,
  type AssessmentResource,
  assessmentAttemptPolicy,
  assessmentPolicy,
} from './assessment.policy';
import { type BillingAction, type TeamBillingResource, teamBillingPolicy } from './billing.policy';
import {
  type CertificateAction,
  type CertificateResource,
  type CertificateUser,
  certificatePolicy,
} from './certificate.policy';
import {
  type DraftAction,
  type DraftResource,
  draftPolicy,
  type LessonAction,
  type LessonResource,
  lessonPolicy,
} from './content.policy';
import { type LabAction, type LabEditor, type LabResource, labPolicy } from './lab.policy';
import {
  type OrganizationAction,
  type OrganizationResource,
  organizationPolicy,
} from './organization.policy';
import type { Decision, PolicyUser } from './policy';
import { type SessionAction, type SessionResource, sessionPolicy } from './session.policy';
import { type WorkAction, type WorkResource, workPolicy } from './work.policy';

/** Every resource a policy covers, with the actions it knows; `kind` picks the policy. */
export type Authorizable =
  | { action: OrganizationAction; resource: OrganizationResource }
  | { action: SessionAction; resource: SessionResource }
  | { action: LessonAction; resource: LessonResource }
  | { action: DraftAction; resource: DraftResource }
  | { action: BillingAction; resource: TeamBillingResource }
  | { action: LabAction; resource: LabResource }
  | { action: WorkAction; resource: WorkResource }
  | { action: CertificateAction; resource: CertificateResource }
  | { action: AssessmentAction; resource: AssessmentResource }
  | { action: AssessmentAttemptAction; resource: AssessmentAttemptResource };

function decide(user: PolicyUser | null, { action, resource }: Authorizable): Decision {
  switch (resource.kind) {
    case 'organization':
      return organizationPolicy(user, action as OrganizationAction, resource);
    case 'session':
      return sessionPolicy(user, action as SessionAction, resource);
    case 'lesson':
      return lessonPolicy(user, action as LessonAction, resource);
    case 'draft':
      return draftPolicy(user, action as DraftAction, resource);
    case 'team-billing':
      return teamBillingPolicy(user, action as BillingAction, resource);
    case 'lab':
      // authorize()'s lab overload takes a LabEditor: the user carries the address it decides by.
      return labPolicy(user as LabEditor | null, action as LabAction, resource);
    case 'work':
      return workPolicy(user, action as WorkAction, resource);
    case 'certificate':
      // Revoking is decided by isInternalStaff, which the certificate overload's user carries.
      return certificatePolicy(user as CertificateUser | null, action as CertificateAction, resource);
    case 'assessment':
      return assessmentPolicy(user, action as AssessmentAction, resource);
    case 'assessment-attempt':
      return assessmentAttemptPolicy(user, action as AssessmentAttemptAction, resource);
  }
}

const STATUS_OF: Record<Exclude<Decision, { allow: true }>['answer'], StatusCode> = {
  login: STATUS.UNAUTHORIZED,
  refuse: STATUS.ACCESS_DENIED,
  hide: STATUS.NOT_FOUND,
};

/**
 * The one place that turns a policy's answer into the api's reply: 401 (log in), 403 (refused,
 * with the policy's errors) or 404 (hidden). Returns when the action is allowed.
 */
export function authorize(
  user: PolicyUser | null,
  action: OrganizationAction,
  resource: OrganizationResource,
): void;
export function authorize(user: PolicyUser | null, action: SessionAction, resource: SessionResource): void;
export function authorize(user: PolicyUser | null, action: LessonAction, resource: LessonResource): void;
export function authorize(user: PolicyUser | null, action: DraftAction, resource: DraftResource): void;
export function authorize(
  user: PolicyUser | null,
  action: BillingAction,
  resource: TeamBillingResource,
): void;
export function authorize(user: LabEditor | null, action: LabAction, resource: LabResource): void;
export function authorize(user: PolicyUser | null, action: WorkAction, resource: WorkResource): void;
export function authorize(
  user: CertificateUser | null,
  action: CertificateAction,
  resource: CertificateResource,
): void;
export function authorize(
  user: PolicyUser | null,
  action: AssessmentAction,
  resource: AssessmentResource,
): void;
export function authorize(
  user: PolicyUser | null,
  action: AssessmentAttemptAction,
  resource: AssessmentAttemptResource,
): void;
export function authorize(
  user: PolicyUser | null,
  action: Authorizable['action'],
  resource: Authorizable['resource'],
): void {
  const decision = decide(user, { action, resource } as Authorizable);
  if (!decision.allow) throw new DomainError(decision.message, STATUS_OF[decision.answer], decision.errors);
}
