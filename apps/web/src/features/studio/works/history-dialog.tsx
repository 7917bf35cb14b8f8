'use client';

import type { WorkKind } from '@learnbox/contracts';
import { STUDIO_MESSAGES } from '@learnbox/domain';
import { useState } from 'react';
import { FormMessage } from '../../auth/form-parts';
import { askConfirmation } from '../../modals/confirmation';
import { ModalDialog } from '../../modals/modal-dialog';
import { HistoryList, restoreRevision, useRevisions } from '../frame/history-list';
import { SmallButton } from '../widgets/fields';

/** A work's saved revisions, newest first; an editor restores one as the newest draft. */
export function HistoryDialog({
  kind,
  id,
  baseRevision,
  mayRestore,
  onRestored,
  onClose,
}: {
  kind: WorkKind;
  id: string;
  baseRevision: number;
  mayRestore: boolean;
  onRestored: () => void;
  onClose: () => void;
}) {
  const { revisions, loadError } = useRevisions(kind, id);
  const [restoreMessage, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  // A failed load leaves nothing to restore, so at most one of the two is set.
  const message = restoreMessage ?? (loadError ? { tone: 'error' as const, text: loadError } : null);

  const restore = async (revision: number) => {
    if (!(await askConfirmation(STUDIO_MESSAGES.RESTORE_CONFIRM, 'Restore'))) return;
    const reply = await restoreRevision(kind, id, revision, baseRevision);
    if (!reply.ok) {
      setMessage({ tone: 'error', text: reply.errorText });
      return;
    }
    setMessage({ tone: 'info', text: STUDIO_MESSAGES.RESTORED });
    onRestored();
  };

  return (
    <ModalDialog title="History" testId="history-dialog" onClose={onClose}>
      <div className="space-y-3">
        {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
        <HistoryList
          revisions={revisions}
          layout="roomy"
          action={(item) =>
            mayRestore && item.revision !== baseRevision ? (
              <SmallButton
                onClick={() => void restore(item.revision)}
                label={`Restore revision ${item.revision}`}
              >
                Restore
              </SmallButton>
            ) : null
          }
        />
      </div>
    </ModalDialog>
  );
}
