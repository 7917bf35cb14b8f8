import type { LogInteractionRequest } from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import { createCodeInteractionsRepository } from './code-interactions.repository';

/** Logging a code widget's interaction (spec section 7 log-interaction): one append, nothing read back. */
export function createInteractionLog(db: Database) {
  const repository = createCodeInteractionsRepository(db);
  return {
    append: (entry: LogInteractionRequest, userId: string | null): Promise<string> =>
      repository.append(entry, userId),
  };
}
