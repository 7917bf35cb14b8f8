import type { Database } from '@learnbox/db';
import { INVITATIONS_PER_HOUR } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { MailMessage } from '../../platform/mail/mail.service';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter';
import { type CatalogueVisibility, catalogueVisibilityFor } from '../catalogue';
import { createProgressRepository } from '../progress';
import {
  createOrganizationsRepository,
  type OrganizationsRepository,
  withLockedOrganization,
} from './organizations.repository';
import {
  createStaffOrganizationsRepository,
  type StaffOrganizationsRepository,
} from './staff-organizations.repository';

/** Everything the member-management use cases work with; built once per api process. */
export interface OrganizationsContext {
  repo: OrganizationsRepository;
  /** The staff page's reads and switches of every organization. */
  staff: StaffOrganizationsRepository;
  /** Runs seat-changing work under the organization's row lock (one transaction). */
  locked<T>(organizationId: string, work: (repo: OrganizationsRepository) => Promise<T>): Promise<T>;
  sendMail(message: MailMessage): Promise<unknown>;
  /** Drops a user's cached user info after a change to their membership. */
  invalidateUserInfo(userId: string): void;
  /** Where the invitation link points (the web). */
  webOrigin: string;
  /** The api's one limiter (app.ts): with Redis, the hourly budget holds across api copies. */
  limiter: RateLimiter;
  invitationRule: RateLimitRule;
  /** The catalogue's visibility rule, for the dashboard's list editor and its preview. */
  catalogue: CatalogueVisibility;
  /** Lessons completed by these users since a moment (the progress module's own read). */
  teamActivity(userIds: string[], since: Date): Promise<{ lessonsCompleted: number; activeLearners: number }>;
  /** May this user change the studio work (owner or editor)? The studio's own answer. */
  canChangeWork(user: CurrentUser, work: { kind: 'course' | 'path'; id: string }): Promise<boolean>;
  now(): Date;
}

export function createOrganizationsContext(
  db: Database,
  collaborators: Pick<
    OrganizationsContext,
    'sendMail' | 'invalidateUserInfo' | 'webOrigin' | 'now' | 'limiter' | 'canChangeWork'
  >,
): OrganizationsContext {
  return {
    repo: createOrganizationsRepository(db),
    staff: createStaffOrganizationsRepository(db),
    locked: (organizationId, work) => withLockedOrganization(db, organizationId, work),
    invitationRule: { max: INVITATIONS_PER_HOUR, windowMs: 3600_000 },
    catalogue: catalogueVisibilityFor(db),
    teamActivity: createProgressRepository(db).teamActivitySince,
    ...collaborators,
  };
}
