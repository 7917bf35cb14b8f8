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
