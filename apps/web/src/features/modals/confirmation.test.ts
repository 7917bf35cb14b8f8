import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../modal-state/modal-store';
import { askConfirmation, isConfirmation, whenConfirmationCloses } from './confirmation';

describe('Confirmation modal', () => {
  afterEach(() => {
    useModalStore.getState().close();
    vi.useRealTimers();
  });

  it('opens with the question and resolves to the answer', async () => {
    const answer = askConfirmation('Remove this?', 'Remove');
    const { name, props } = useModalStore.getState();
    expect(name).toBe('Confirmation');
    expect(isConfirmation(props)).toBe(true);
    expect(props).toMatchObject({ message: 'Remove this?', confirmLabel: 'Remove', returnTo: null });
    (props.settle as (confirmed: boolean) => void)(true);
    // Closing after "Confirm" changes nothing: a promise settles once.
    whenConfirmationCloses(props);
    await expect(answer).resolves.toBe(true);
  });

  it('counts closing without an answer as "no" and brings back the modal that asked', async () => {
    vi.useFakeTimers();
    useModalStore.getState().open('ShotContributors', { shotId: 'shot-x', isOwner: true });
    const answer = askConfirmation('Remove this collaborator?');
    const { props } = useModalStore.getState();
    useModalStore.getState().close();
    whenConfirmationCloses(props);
    await expect(answer).resolves.toBe(false);
    vi.runAllTimers();
    expect(useModalStore.getState()).toMatchObject({
      name: 'ShotContributors',
      props: { shotId: 'shot-x', isOwner: true },
    });
  });
});
