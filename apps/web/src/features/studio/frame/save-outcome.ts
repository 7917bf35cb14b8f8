import type { SaveState } from './save-state';

/**
 * What a save's reply means for the editor, as pure functions (tested without a browser). A 409 is
 * a conflict: the author's document stays, the server's sentence is shown exactly as sent, and the
 * head revision it names is where the merge view's other side comes from.
 */

type Reply<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; errorText: string; errors: Record<string, string> };

export type Conflict = { message: string; headRevision: number };

export type SaveOutcome =
  | { kind: 'saved'; headRevision: number }
  | { kind: 'conflict'; conflict: Conflict }
  | { kind: 'error'; message: string; fieldErrors: Record<string, string> };

export function saveOutcome(reply: Reply<{ head_revision: number }>): SaveOutcome {
  if (reply.ok) return { kind: 'saved', headRevision: reply.data.head_revision };
  if (reply.status === 409) {
    const head = Number(reply.errors.head_revision);
    if (Number.isInteger(head) && head >= 0)
      return { kind: 'conflict', conflict: { message: reply.errorText, headRevision: head } };
  }
  return { kind: 'error', message: reply.errorText, fieldErrors: reply.errors };
}

export type EditorSaveFacts = {
  saving: boolean;
  dirty: boolean;
  conflict: Conflict | null;
  error: string | null;
};

/** The header's save state: a conflict outranks an error, which outranks progress. */
export function deriveSaveState(facts: EditorSaveFacts): SaveState {
  if (facts.conflict) return { status: 'conflict', message: facts.conflict.message };
  if (facts.saving) return { status: 'saving' };
  if (facts.error) return { status: 'error', message: facts.error };
  return { status: facts.dirty ? 'dirty' : 'saved' };
}

/**
 * After a save returns: the edits made while it was in flight stay unsaved (dirty); otherwise the
 * document as sent is now the head.
 */
export function afterSaved<D>(sent: D, current: D): { dirty: boolean } {
  return { dirty: sent !== current };
}

/**
 * Resolving a conflict: the merged document becomes the author's, based on the head it was merged
 * with, so the next save lands on top of the other author's revision instead of being refused.
 */
export function resolveConflict<D>(merged: D, conflict: Conflict): { document: D; baseRevision: number } {
  return { document: merged, baseRevision: conflict.headRevision };
}
