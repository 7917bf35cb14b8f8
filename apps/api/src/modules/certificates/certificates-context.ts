import type { Database } from '@learnbox/db';
import type { CertificateKind } from '@learnbox/domain';
import { createEntitlementsRepository, type EntitlementsRepository } from '../entitlements';
import { type CompletedItem, createCompletionReader } from '../progress';
import { type CertificatesRepository, createCertificatesRepository } from './certificates.repository';

/** Project certificates ask the projects module (app.ts passes its `isProjectFinished`). */
export interface ProjectCompletion {
  find(projectId: string): Promise<CompletedItem | null>;
  isFinished(userId: string, projectId: string): Promise<boolean>;
}

/** How one kind of item answers "what is it" and "did this learner complete it". */
export interface ItemCompletion {
  find(id: string): Promise<CompletedItem | null>;
  isComplete(userId: string, id: string): Promise<boolean>;
}

export interface CertificatesContext {
  certificates: CertificatesRepository;
  entitlements: EntitlementsRepository;
  /** Null for a kind nothing can complete (a context made without projects). */
  completionOf(kind: CertificateKind): ItemCompletion | null;
  webOrigin: string;
  now(): Date;
}

export interface CertificatesOptions {
  webOrigin: string;
  projects?: ProjectCompletion | null;
  now?: () => Date;
}

export function createCertificatesContext(db: Database, options: CertificatesOptions): CertificatesContext {
  const completion = createCompletionReader(db);
  const projects = options.projects ?? null;
  return {
    certificates: createCertificatesRepository(db),
    entitlements: createEntitlementsRepository(db),
    completionOf(kind) {
      if (kind === 'project') return projects && { find: projects.find, isComplete: projects.isFinished };
      return {
        find: (id) => completion.find(kind, id),
        isComplete: (userId, id) => completion.isComplete(userId, kind, id),
      };
    },
    webOrigin: options.webOrigin,
    now: options.now ?? (() => new Date()),
  };
}
