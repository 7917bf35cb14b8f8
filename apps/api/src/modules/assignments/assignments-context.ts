import type { Database } from '@learnbox/db';
import type { MailMessage } from '../../platform/mail/mail.service';
import { createOrganizationAccess, type OrganizationAccess } from '../organizations';
import { type AssignmentsRepository, createAssignmentsRepository } from './assignments.repository';
import { createWorkCatalog, type WorkCatalog } from './work-catalog';

/** Everything the assignment use cases and jobs work with; built once per api process. */
export interface AssignmentsContext {
  repo: AssignmentsRepository;
  organizations: OrganizationAccess;
  works: WorkCatalog;
  sendMail(message: MailMessage): Promise<unknown>;
  /** Where mailed links point (the web). */
  webOrigin: string;
  now(): Date;
}

export function createAssignmentsContext(
  db: Database,
  collaborators: Pick<AssignmentsContext, 'sendMail' | 'webOrigin' | 'now'>,
): AssignmentsContext {
  return {
    repo: createAssignmentsRepository(db),
    organizations: createOrganizationAccess(db),
    works: createWorkCatalog(db),
    ...collaborators,
  };
}
