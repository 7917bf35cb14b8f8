import type { Database } from '@learnbox/db';
import type { MailMessage } from '../../platform/mail/mail.service';
import {
  type CollaboratorsRepository,
  createCollaboratorsRepository,
} from './repositories/collaborators.repository';
import { createRevisionsRepository, type RevisionsRepository } from './repositories/revisions.repository';
import { createWorksRepository, type WorksRepository } from './repositories/works.repository';
import type { CheckSolutionRunner } from './use-cases/check-solution';

/** Everything the studio's use cases work with; built once per api process (app.ts). */
export interface AuthoringContext {
  works: WorksRepository;
  revisions: RevisionsRepository;
  collaborators: CollaboratorsRepository;
  sendMail(message: MailMessage): Promise<unknown>;
  /** Where invitation links point (the web). */
  webOrigin: string;
  /** Runs a Code widget's solution through the code module's judge. */
  judge: CheckSolutionRunner;
}

export function createAuthoringContext(
  db: Database,
  collaborators: Pick<AuthoringContext, 'sendMail' | 'webOrigin' | 'judge'>,
): AuthoringContext {
  return {
    works: createWorksRepository(db),
    revisions: createRevisionsRepository(db),
    collaborators: createCollaboratorsRepository(db),
    ...collaborators,
  };
}
