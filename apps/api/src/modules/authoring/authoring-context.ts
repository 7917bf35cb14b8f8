import type { CodeWidget, Widget } from '@learnbox/contracts';
import type { JudgeResponse } from '@learnbox/contracts/runner';
import type { Database } from '@learnbox/db';
import type { CurrentUser } from '../../platform/http/current-user';
import type { MailMessage } from '../../platform/mail/mail.service';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import {
  type CollaboratorsRepository,
  createCollaboratorsRepository,
} from './repositories/collaborators.repository';
import { createRevisionsRepository, type RevisionsRepository } from './repositories/revisions.repository';
import { createWorksRepository, type WorksRepository } from './repositories/works.repository';

/**
 * Judges files against a widget of a page the caller already holds: the code module's widget
 * judge (judge-widget.ts) with the draft's widgets as the page, so the tests run exactly as a
 * learner's Check runs them.
 */
export type CheckSolutionRunner = (
  page: { lessonId: string; widgets: Widget[] },
  widget: CodeWidget,
  files: NonNullable<CodeWidget['solution']>,
  requester: { user: CurrentUser; ip: string },
) => Promise<JudgeResponse>;

/**
 * Queues a published page's Code widgets to be run, keeping the results every run agreed on
 * (issue 19): the code module's example results, so learners' runs of the unchanged example are
 * answered from them. Returns once queued; the runs happen in a background job.
 */
export type ExampleRecorder = (
  page: { kind: 'lesson' | 'shot'; id: string; revision: number; widgets: readonly unknown[] },
  requester: { user: CurrentUser; ip: string },
) => Promise<void>;

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
  /** Queues the runs that store the results of a published page's deterministic examples. */
  recordExamples: ExampleRecorder;
  /** The api's one limiter (app.ts): invitations per inviter and hour. */
  limiter: RateLimiter;
}

export function createAuthoringContext(
  db: Database,
  collaborators: Pick<AuthoringContext, 'sendMail' | 'webOrigin' | 'judge' | 'recordExamples' | 'limiter'>,
): AuthoringContext {
  return {
    works: createWorksRepository(db),
    revisions: createRevisionsRepository(db),
    collaborators: createCollaboratorsRepository(db),
    ...collaborators,
  };
}
