'use client';

import type { WorkDocumentOf, WorkKind, WorkReply } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../api-client/api-client';
import { afterSaved, type Conflict, deriveSaveState, resolveConflict, saveOutcome } from './save-outcome';
import type { SaveState } from './save-state';

export type WorkMeta = Omit<WorkReply, 'document'>;
export type StudioConflict<D> = Conflict & { headDocument: D | null };

export type StudioWork<K extends WorkKind> =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | { state: 'failed'; message: string }
  | {
      state: 'loaded';
      meta: WorkMeta;
      document: WorkDocumentOf<K>;
      baseRevision: number;
      dirty: boolean;
      saveState: SaveState;
      fieldErrors: Record<string, string>;
      conflict: StudioConflict<WorkDocumentOf<K>> | null;
      change: (update: (document: WorkDocumentOf<K>) => WorkDocumentOf<K>) => void;
      /** Saves the document on `baseRevision`; resolves to the new head, or null when refused. */
      save: () => Promise<number | null>;
      /** Takes the merge view's result and saves it on top of the head it was merged with. */
      acceptMerge: (merged: WorkDocumentOf<K>) => Promise<number | null>;
      /** After a restore elsewhere: reload the head from the server. */
      reload: () => Promise<void>;
    };

type Loaded<K extends WorkKind> = {
  meta: WorkMeta;
  document: WorkDocumentOf<K>;
  baseRevision: number;
  dirty: boolean;
  saving: boolean;
  error: string | null;
  fieldErrors: Record<string, string>;
  conflict: StudioConflict<WorkDocumentOf<K>> | null;
};

/**
 * One work in an editor: loads its head draft, tracks unsaved changes, saves with the revision the
 * author started from, and on a 409 keeps the author's document, shows the server's sentence and
 * fetches the head document for the merge view.
 */
export function useStudioWork<K extends WorkKind>(kind: K, id: string): StudioWork<K> {
  const [load, setLoad] = useState<
    | { state: 'loading' }
    | { state: 'signed-out' }
    | { state: 'failed'; message: string }
    | { state: 'loaded' }
  >({ state: 'loading' });
  const [work, setWork] = useState<Loaded<K> | null>(null);
  const current = useRef<Loaded<K> | null>(null);
  current.current = work;

  const fetchHead = useCallback(async () => {
    const reply = await api.call(apiRefs.authoring.getWork, { params: { kind, id } });
    if (!reply.ok) {
      setLoad(reply.status === 401 ? { state: 'signed-out' } : { state: 'failed', message: reply.errorText });
      return;
    }
    const { document, ...meta } = reply.data;
    setWork({
      meta,
      document: document as WorkDocumentOf<K>,
      baseRevision: meta.head_revision,
      dirty: false,
      saving: false,
      error: null,
      fieldErrors: {},
      conflict: null,
    });
    setLoad({ state: 'loaded' });
  }, [kind, id]);

  useEffect(() => {
    void fetchHead();
  }, [fetchHead]);

  const change = useCallback((update: (document: WorkDocumentOf<K>) => WorkDocumentOf<K>) => {
    setWork((shown) =>
      shown ? { ...shown, document: update(shown.document), dirty: true, error: null } : shown,
    );
  }, []);

  const saveOn = useCallback(
    async (document: WorkDocumentOf<K>, baseRevision: number): Promise<number | null> => {
      setWork((shown) => (shown ? { ...shown, saving: true, error: null } : shown));
      const reply = await api.call(apiRefs.authoring.saveWork, {
        params: { kind, id },
        body: { base_revision: baseRevision, document: document as Record<string, unknown> },
      });
      const outcome = saveOutcome(reply);
      if (outcome.kind === 'saved') {
        const savedAt = reply.ok ? reply.data.saved_at : '';
        setWork((shown) =>
          shown
            ? {
                ...shown,
                ...afterSaved(document, shown.document),
                meta: { ...shown.meta, head_revision: outcome.headRevision, updated_at: savedAt },
                baseRevision: outcome.headRevision,
                saving: false,
                fieldErrors: {},
                conflict: null,
              }
            : shown,
        );
        return outcome.headRevision;
      }
      if (outcome.kind === 'error') {
        setWork((shown) =>
          shown
            ? { ...shown, saving: false, error: outcome.message, fieldErrors: outcome.fieldErrors }
            : shown,
        );
        return null;
      }
      // A conflict: keep the author's document; fetch what the other author saved for the merge view.
      setWork((shown) =>
        shown ? { ...shown, saving: false, conflict: { ...outcome.conflict, headDocument: null } } : shown,
      );
      const head = await api.call(apiRefs.authoring.revision, {
        params: { kind, id, revision: outcome.conflict.headRevision },
      });
      if (head.ok)
        setWork((shown) =>
          shown?.conflict
            ? {
                ...shown,
                conflict: { ...shown.conflict, headDocument: head.data.document as WorkDocumentOf<K> },
              }
            : shown,
        );
      return null;
    },
    [kind, id],
  );

  const save = useCallback(async () => {
    const shown = current.current;
    if (!shown || shown.saving) return null;
    return saveOn(shown.document, shown.baseRevision);
  }, [saveOn]);

  const acceptMerge = useCallback(
    async (merged: WorkDocumentOf<K>) => {
      const shown = current.current;
      if (!shown?.conflict) return null;
      const resolved = resolveConflict(merged, shown.conflict);
      setWork({ ...shown, ...resolved, conflict: null, dirty: true });
      return saveOn(resolved.document, resolved.baseRevision);
    },
    [saveOn],
  );

  if (load.state !== 'loaded' || !work) return load.state === 'loaded' ? { state: 'loading' } : load;
  return {
    state: 'loaded',
    meta: work.meta,
    document: work.document,
    baseRevision: work.baseRevision,
    dirty: work.dirty,
    fieldErrors: work.fieldErrors,
    conflict: work.conflict,
    saveState: deriveSaveState(work),
    change,
    save,
    acceptMerge,
    reload: fetchHead,
  };
}
