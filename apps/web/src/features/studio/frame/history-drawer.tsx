'use client';

import type { WorkKind } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { STUDIO_MESSAGES } from '@learnbox/domain';
import { type ReactNode, useState } from 'react';
import { api } from '../../api-client/api-client';
import { buttonClasses } from '../../layout/button-link';
import { ModalDialog } from '../../modals/modal-dialog';
import { HistoryList, restoreRevision, useRevisions } from './history-list';

type Opened = { revision: number; document: Record<string, unknown> };

/**
 * The work's revisions, newest first: open one read only, and restore it as the new head (a new
 * revision, so nothing is lost). `render` draws an opened document the way its editor reads.
 */
export function HistoryDrawer({
  kind,
  id,
  baseRevision,
  canRestore,
  render,
  onRestored,
  onClose,
}: {
  kind: WorkKind;
  id: string;
  baseRevision: number;
  canRestore: boolean;
  render: (document: Record<string, unknown>) => ReactNode;
  onRestored: () => void;
  onClose: () => void;
}) {
  const { revisions, loadError } = useRevisions(kind, id);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [actionError, setError] = useState<string | null>(null);
  // A failed load leaves nothing to open or restore, so at most one of the two is set.
  const error = actionError ?? loadError;

  const open = async (revision: number) => {
    setConfirming(false);
    const reply = await api.call(apiRefs.authoring.revision, { params: { kind, id, revision } });
    if (reply.ok) setOpened(reply.data);
    else setError(reply.errorText);
  };

  const restore = async () => {
    if (!opened) return;
    const reply = await restoreRevision(kind, id, opened.revision, baseRevision);
    if (!reply.ok) return setError(reply.errorText);
    onRestored();
  };

  return (
    <ModalDialog title="History" testId="studio-history-drawer" onClose={onClose}>
      {error ? (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <HistoryList
        revisions={revisions}
        layout="compact"
        action={(item) => (
          <button type="button" className="text-brand underline" onClick={() => open(item.revision)}>
            Open revision {item.revision}
          </button>
        )}
      />
      {opened ? (
        <section
          aria-label={`Revision ${opened.revision}, read only`}
          className="mt-4 space-y-3 border-t border-line pt-4"
        >
          <h3 className="text-sm font-semibold text-fg">Revision {opened.revision} (read only)</h3>
          <div className="max-h-80 overflow-auto rounded-xl border border-line p-3">
            {render(opened.document)}
          </div>
          {canRestore ? (
            confirming ? (
              <div className="space-y-2">
                <p className="text-sm text-fg">{STUDIO_MESSAGES.RESTORE_CONFIRM}</p>
                <div className="flex gap-2">
                  <button type="button" className={buttonClasses()} onClick={restore}>
                    Restore revision {opened.revision}
                  </button>
                  <button
                    type="button"
                    className={buttonClasses('secondary')}
                    onClick={() => setConfirming(false)}
                  >
                    Cancel
                  </button>
                </div>
              </div>
            ) : (
              <button
                type="button"
                className={buttonClasses('secondary')}
                onClick={() => setConfirming(true)}
              >
                Restore this revision
              </button>
            )
          ) : null}
        </section>
      ) : null}
    </ModalDialog>
  );
}
