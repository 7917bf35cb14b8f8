import { and, type Database, eq, exampleResults } from '@learnbox/db';

export interface StoredExample {
  widgetId: string;
  programKey: string;
  result: Record<string, unknown>;
}

/** Stored results of unmodified published examples (issue 19); rows belong to one published work. */
export function createExampleResultsRepository(db: Database) {
  return {
    /** The stored result of a program, whichever published work holds it. */
    async find(programKey: string): Promise<Record<string, unknown> | null> {
      const [row] = await db
        .select({ result: exampleResults.result })
        .from(exampleResults)
        .where(eq(exampleResults.programKey, programKey))
        .limit(1);
      return row?.result ?? null;
    },

    /** A republish replaces what the work's earlier revision stored, kept examples included. */
    async replace(work: { kind: string; id: string; revision: number }, examples: StoredExample[]) {
      await db.transaction(async (tx) => {
        await tx
          .delete(exampleResults)
          .where(and(eq(exampleResults.workKind, work.kind), eq(exampleResults.workId, work.id)));
        if (examples.length === 0) return;
        await tx.insert(exampleResults).values(
          examples.map((example) => ({
            workKind: work.kind,
            workId: work.id,
            widgetId: example.widgetId,
            revision: work.revision,
            programKey: example.programKey,
            result: example.result,
          })),
        );
      });
    },
  };
}

export type ExampleResultsRepository = ReturnType<typeof createExampleResultsRepository>;
