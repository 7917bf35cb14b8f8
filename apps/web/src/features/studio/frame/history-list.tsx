'use client';

import type { WorkKind } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { formatDisplayDate, STUDIO_MESSAGES } from '@learnbox/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { api } from '../../api-client/api-client';

export type Revision = { revision: number; saved_at: string; saved_by: string; published: boolean };

/** A work's saved revisions, newest first (null while they load), and the api's sentence if that failed. */
export function useRevisions(kind: WorkKind, id: string) {
  const [revisions, setRevisions] = useState<Revision[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    void api.call(apiRefs.authoring.revisions, { params: { kind, id } }).then((reply) => {
      if (reply.ok) setRevisions(reply.data.revisions);
      else setLoadError(reply.errorText);
    });
  }, [kind, id]);
  return { revisions, loadError };
}

/** Restores a revision as the work's new head: a new revision, so nothing is lost. */
export function restoreRevision(kind: WorkKind, id: string, revision: number, baseRevision: number) {
  return api.call(apiRefs.authoring.restore, {
    params: { kind, id },
    body: { revision, base_revision: baseRevision },
  });
}

const LAYOUTS = {
  // The lesson editor's drawer: one line a revision, to the minute, above the opened one.
  compact: {
    list: 'max-h-60 space-y-1 overflow-auto text-sm',
    item: 'flex items-center justify-between gap-2',
  },
  // The work editors' dialog: the list is all there is, who and which day under each revision.
  roomy: {
    list: 'max-h-96 divide-y divide-line overflow-y-auto',
    item: 'flex items-center justify-between gap-2 py-2 text-sm',
  },
} as const;

function RevisionLine({ item, layout }: { item: Revision; layout: keyof typeof LAYOUTS }) {
  const published = item.published ? ' · published' : '';
  if (layout === 'compact')
    return (
      <span>
        Revision {item.revision} · {new Date(item.saved_at).toLocaleString()} · {item.saved_by}
        {published}
      </span>
    );
  return (
    <span className="text-fg">
      Revision {item.revision}
      {published}
      <span className="block text-xs text-muted">
        {item.saved_by} · {formatDisplayDate(item.saved_at, 'MMM D, YYYY')}
      </span>
    </span>
  );
}

/**
 * The history of a work as a list, newest first, each revision with what its container lets one do
 * with it (open it read only, restore it). Loading and an empty history say so.
 */
export function HistoryList({
  revisions,
  layout,
  action,
}: {
  revisions: Revision[] | null;
  layout: keyof typeof LAYOUTS;
  action: (item: Revision) => ReactNode;
}) {
  if (revisions === null)
    return layout === 'compact' ? <p className="text-sm text-muted">Loading the revisions…</p> : null;
  if (revisions.length === 0) return <p className="text-sm text-muted">{STUDIO_MESSAGES.NO_REVISIONS}</p>;
  return (
    <ol className={LAYOUTS[layout].list} aria-label="Revisions">
      {revisions.map((item) => (
        <li key={item.revision} className={LAYOUTS[layout].item}>
          <RevisionLine item={item} layout={layout} />
          {action(item)}
        </li>
      ))}
    </ol>
  );
}
