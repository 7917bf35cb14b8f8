import { and, type Database, eq, exampleResults, sql } from '@learnbox/db';

/** One example of a published work: the row a stored result belongs to. */
export interface ExampleOf {
  workKind: string;
  workId: string;
  widgetId: string;
  revision: number;
}

export interface StoredExample {
  widgetId: string;
  programKey: string;
  toolchainVersion: string;
  result: Record<string, unknown>;
}

export interface FoundExample extends ExampleOf {
  toolchainVersion: string | null;
  result: Record<string, unknown>;
}

/** Stored results of unmodified published examples (issue 19); rows belong to one published work. */
export function createExampleResultsRepository(db: Database) {
  const sameExample = (example: ExampleOf) =>
    and(
      eq(exampleResults.workKind, example.workKind),
      eq(exampleResults.workId, example.workId),
      eq(exampleResults.widgetId, example.widgetId),
      eq(exampleResults.revision, example.revision),
    );

  return {
    /** The stored results of a program, whichever published works hold it (one example may be in several). */
    async find(programKey: string): Promise<FoundExample[]> {
      return db
        .select({
          workKind: exampleResults.workKind,
          workId: exampleResults.workId,
          widgetId: exampleResults.widgetId,
          revision: exampleResults.revision,
          toolchainVersion: exampleResults.toolchainVersion,
          result: exampleResults.result,
        })
        .from(exampleResults)
        .where(eq(exampleResults.programKey, programKey))
        .limit(8);
    },

    /**
     * A republish replaces what the work's earlier revision stored, kept examples included. A job
     * of an older revision finishing late (a retry) changes nothing once a newer one stored rows.
     */
    async replace(work: { kind: string; id: string; revision: number }, examples: StoredExample[]) {
      await db.transaction(async (tx) => {
        const ofWork = and(eq(exampleResults.workKind, work.kind), eq(exampleResults.workId, work.id));
        const [newer] = await tx
          .select({ revision: exampleResults.revision })
          .from(exampleResults)
          .where(and(ofWork, sql`${exampleResults.revision} > ${work.revision}`))
          .limit(1);
        if (newer) return;
        await tx.delete(exampleResults).where(ofWork);
        if (examples.length === 0) return;
        await tx.insert(exampleResults).values(
          examples.map((example) => ({
            workKind: work.kind,
            workId: work.id,
            widgetId: example.widgetId,
            revision: work.revision,
            programKey: example.programKey,
            toolchainVersion: example.toolchainVersion,
            result: example.result,
          })),
        );
      });
    },

    /**
     * The example ran again under the runner's current toolchain: its row takes the new result,
     * or goes when the runs no longer agree. A row a republish replaced meanwhile is left alone.
     */
    async refresh(
      example: ExampleOf,
      programKey: string,
      stored: { toolchainVersion: string; result: Record<string, unknown> } | null,
    ) {
      const where = and(sameExample(example), eq(exampleResults.programKey, programKey));
      if (stored) await db.update(exampleResults).set(stored).where(where);
      else await db.delete(exampleResults).where(where);
    },
  };
}

export type ExampleResultsRepository = ReturnType<typeof createExampleResultsRepository>;
