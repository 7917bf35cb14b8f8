import { describe, expect, it } from 'vitest';
import { formSaveState } from './save-state';

describe('formSaveState', () => {
  it('says saving first, then an error, then unsaved changes, then the last outcome', () => {
    const error = { kind: 'error' as const, text: 'Nope.' };
    const ok = { kind: 'ok' as const, text: 'Saved.' };
    expect(formSaveState(true, true, error)).toEqual({ status: 'saving' });
    expect(formSaveState(false, true, error)).toEqual({ status: 'error', message: 'Nope.' });
    expect(formSaveState(false, true, ok, 'Unsaved.')).toEqual({ status: 'dirty', message: 'Unsaved.' });
    expect(formSaveState(false, true, null)).toEqual({ status: 'dirty' });
    expect(formSaveState(false, false, ok)).toEqual({ status: 'saved', message: 'Saved.' });
    expect(formSaveState(false, false, null)).toEqual({ status: 'saved' });
  });
});
