import { KNOWN_MESSAGES } from '@learnbox/domain';
import { describe, expect, it } from 'vitest';
import { afterSaved, deriveSaveState, resolveConflict, saveOutcome } from './save-outcome';

describe('saveOutcome', () => {
  it('takes the new head from a successful save', () => {
    expect(saveOutcome({ ok: true, status: 200, data: { head_revision: 7 } })).toEqual({
      kind: 'saved',
      headRevision: 7,
    });
  });

  it('reads a 409 as a conflict with the server sentence exactly and the head it names', () => {
    const outcome = saveOutcome({
      ok: false,
      status: 409,
      errorText: KNOWN_MESSAGES.CONTENT_JUST_UPDATED,
      errors: { head_revision: '12' },
    });
    expect(outcome).toEqual({
      kind: 'conflict',
      conflict: {
        message: 'This content was just updated. Refresh the page to get latest content.',
        headRevision: 12,
      },
    });
  });

  it('treats a 409 without a head revision, and any other refusal, as an error', () => {
    expect(saveOutcome({ ok: false, status: 409, errorText: 'Busy.', errors: {} }).kind).toBe('error');
    expect(
      saveOutcome({ ok: false, status: 400, errorText: 'Bad.', errors: { 'widgets.0.alt': 'Give it alt.' } }),
    ).toEqual({ kind: 'error', message: 'Bad.', fieldErrors: { 'widgets.0.alt': 'Give it alt.' } });
  });
});

describe('deriveSaveState', () => {
  const base = { saving: false, dirty: false, conflict: null, error: null };
  it('says saved, dirty or saving', () => {
    expect(deriveSaveState(base)).toEqual({ status: 'saved' });
    expect(deriveSaveState({ ...base, dirty: true })).toEqual({ status: 'dirty' });
    expect(deriveSaveState({ ...base, dirty: true, saving: true })).toEqual({ status: 'saving' });
  });
  it('puts a conflict first, with its sentence', () => {
    expect(
      deriveSaveState({
        ...base,
        dirty: true,
        error: 'x',
        conflict: { message: 'Updated.', headRevision: 3 },
      }),
    ).toEqual({ status: 'conflict', message: 'Updated.' });
    expect(deriveSaveState({ ...base, error: 'Nope.' })).toEqual({ status: 'error', message: 'Nope.' });
  });
});

describe('saving and merging', () => {
  it('keeps edits made during a save unsaved', () => {
    const sent = { title: 'a' };
    expect(afterSaved(sent, sent)).toEqual({ dirty: false });
    expect(afterSaved(sent, { title: 'b' })).toEqual({ dirty: true });
  });
  it('bases the merged document on the head it was merged with', () => {
    const merged = { title: 'mine+theirs' };
    expect(resolveConflict(merged, { message: 'm', headRevision: 9 })).toEqual({
      document: merged,
      baseRevision: 9,
    });
  });
});
