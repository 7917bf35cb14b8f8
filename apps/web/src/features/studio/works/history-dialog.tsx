'use client';

import type { WorkKind } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { formatDisplayDate, STUDIO_MESSAGES } from '@learnbox/domain';
import { useEffect, useState } from 'react';
import { api } from '../../api-client/api-client';
import { FormMessage } from '../../auth/form-parts';
import { askConfirmation } from '../../modals/confirmation';
import { ModalDialog } from '../../modals/modal-dialog';
import { SmallButton } from '../widgets/fields';

type Revision = { revision: number; saved_at: string; saved_by: string; published: boolean };

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
  const [revisions, setRevisions] = useState<Revision[] | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  useEffect(() => {
    void api.call(apiRefs.authoring.revisions, { params: { kind, id } }).then((reply) => {
      if (reply.ok) setRevisions(reply.data.revisions);
      else setMessage({ tone: 'error', text: reply.errorText });
    });
  }, [kind, id]);

  const restore = async (revision: number) => {
    if (!(await askConfirmation(STUDIO_MESSAGES.RESTORE_CONFIRM, 'Restore'))) return;
    const reply = await api.call(apiRefs.authoring.restore, {
      params: { kind, id },
      body: { revision, base_revision: baseRevision },
    });
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
        {revisions === null ? null : revisions.length === 0 ? (
          <p className="text-sm text-muted">{STUDIO_MESSAGES.NO_REVISIONS}</p>
        ) : (
          <ol className="max-h-96 divide-y divide-line overflow-y-auto" aria-label="Revisions">
            {revisions.map((item) => (
              <li key={item.revision} className="flex items-center justify-between gap-2 py-2 text-sm">
                <span className="text-fg">
                  Revision {item.revision}
                  {item.published ? ' · published' : ''}
                  <span className="block text-xs text-muted">
                    {item.saved_by} · {formatDisplayDate(item.saved_at, 'MMM D, YYYY')}
                  </span>
                </span>
                {mayRestore && item.revision !== baseRevision ? (
                  <SmallButton
                    onClick={() => void restore(item.revision)}
                    label={`Restore revision ${item.revision}`}
                  >
                    Restore
                  </SmallButton>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </div>
    </ModalDialog>
  );
}
