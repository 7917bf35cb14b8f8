import { randomUUID } from 'node:crypto';
import type { LogInteractionRequest } from '@learnbox/contracts';
import { codeInteractions, type Database, desc, eq } from '@learnbox/db';

export type CodeInteractionRow = typeof codeInteractions.$inferSelect;

/** The code widgets' interaction log (spec section 7 log-interaction); rows are only appended. */
export function createCodeInteractionsRepository(db: Database) {
  return {
    async append(entry: LogInteractionRequest, userId: string | null): Promise<string> {
      const id = randomUUID();
      await db.insert(codeInteractions).values({
        id,
        requestId: entry.request_id ?? null,
        userId,
        authorId: entry.author_id ?? null,
        workId: entry.work_id ?? null,
        workType: entry.work_type ?? null,
        pageId: entry.page_id ?? null,
        compId: entry.comp_id ?? null,
        compType: entry.comp_type ?? null,
        isDraftPage: entry.is_draft_page ?? null,
        errorText: entry.error_text ?? null,
        performanceReport: entry.performance_report ?? null,
        interactionMap: entry.interaction_map ?? null,
      });
      return id;
    },

    async find(id: string): Promise<CodeInteractionRow | null> {
      const [row] = await db.select().from(codeInteractions).where(eq(codeInteractions.id, id));
      return row ?? null;
    },

    async listRecent(limit = 100): Promise<CodeInteractionRow[]> {
      return db.select().from(codeInteractions).orderBy(desc(codeInteractions.createdAt)).limit(limit);
    },
  };
}

export type CodeInteractionsRepository = ReturnType<typeof createCodeInteractionsRepository>;
