import { STUDIO_MESSAGES } from '@learnbox/domain';

export type SaveStatus = 'saved' | 'dirty' | 'saving' | 'conflict' | 'error';
export type SaveState = { status: SaveStatus; message?: string };
export type StudioRole = 'owner' | 'editor' | 'reviewer';

const DEFAULT_SENTENCE: Record<SaveStatus, string> = {
  saved: STUDIO_MESSAGES.SAVED,
  dirty: STUDIO_MESSAGES.DIRTY,
  saving: STUDIO_MESSAGES.SAVING,
  conflict: STUDIO_MESSAGES.SAVE_FAILED,
  error: STUDIO_MESSAGES.SAVE_FAILED,
};

/** The sentence the header shows: the caller's (the server's for a conflict) or the default. */
export function saveStateSentence(state: SaveState): string {
  return state.message ?? DEFAULT_SENTENCE[state.status];
}

/** Errors interrupt (role=alert); progress is announced politely (role=status). */
export function saveStateRole(state: SaveState): 'alert' | 'status' {
  return state.status === 'error' || state.status === 'conflict' ? 'alert' : 'status';
}

export const ROLE_LABELS: Record<StudioRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  reviewer: 'Reviewer',
};

/** Reviewers read, preview and see the history; only owners and editors save or publish. */
export const canChange = (role: StudioRole): boolean => role !== 'reviewer';

/** A save's outcome as an editor keeps it: a sentence, good or bad. */
export type SaveNotice = { kind: 'ok' | 'error'; text: string } | null;

/**
 * The header's state for editors that save a whole form at once (labs, projects): saving, then
 * the last outcome's error, unsaved changes, or the last outcome.
 */
export function formSaveState(
  saving: boolean,
  dirty: boolean,
  notice: SaveNotice,
  dirtyMessage?: string,
): SaveState {
  if (saving) return { status: 'saving' };
  if (notice?.kind === 'error') return { status: 'error', message: notice.text };
  if (dirty) return dirtyMessage ? { status: 'dirty', message: dirtyMessage } : { status: 'dirty' };
  return notice ? { status: 'saved', message: notice.text } : { status: 'saved' };
}
