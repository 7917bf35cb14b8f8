'use client';

import type { WorkKind } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { STUDIO_MESSAGES } from '@learnbox/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { api } from '../../api-client/api-client';
import { buttonClasses } from '../../layout/button-link';
import { ModalDialog } from '../../modals/modal-dialog';

type Revision = { revision: number; saved_at: string; saved_by: string; published: boolean };
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
  const [revisions, setRevisions] = useState<Revision[] | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void api.call(apiRefs.authoring.revisions, { params: { kind, id } }).then((reply) => {
      if (reply.ok) setRevisions(reply.data.revisions);
      else setError(reply.errorText);
    });
  }, [kind, id]);

  const open = async (revision: number) => {
    setConfirming(false);
    const reply = await api.call(apiRefs.authoring.revision, { params: { kind, id, revision } });
    if (reply.ok) setOpened(reply.data);
    else setError(reply.errorText);
  };

  const restore = async () => {
    if (!opened) return;
    const reply = await api.call(apiRefs.authoring.restore, {
      params: { kind, id },
      body: { revision: opened.revision, base_revision: baseRevision },
    });
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
      {revisions === null ? <p className="text-sm text-muted">Loading the revisions…</p> : null}
      {revisions?.length === 0 ? <p className="text-sm text-muted">{STUDIO_MESSAGES.NO_REVISIONS}</p> : null}
      <ol className="max-h-60 space-y-1 overflow-auto text-sm">
        {revisions?.map((revision) => (
          <li key={revision.revision} className="flex items-center justify-between gap-2">
            <span>
              Revision {revision.revision} · {new Date(revision.saved_at).toLocaleString()} ·{' '}
              {revision.saved_by}
              {revision.published ? ' · published' : ''}
            </span>
            <button type="button" className="text-brand underline" onClick={() => open(revision.revision)}>
              Open revision {revision.revision}
            </button>
          </li>
        ))}
      </ol>
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
