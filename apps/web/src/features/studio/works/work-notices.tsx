'use client';

import Link from 'next/link';
import { FormMessage } from '../../auth/form-parts';
import { buttonClasses } from '../../layout/button-link';
import { StudioMergeView } from '../frame/merge-view';
import type { PublishNotice } from './use-publish';

/** What publishing answered, with a link to what learners now see. */
export function PublishNoticeView({ notice }: { notice: PublishNotice | null }) {
  if (!notice) return null;
  return (
    <FormMessage tone={notice.tone} testId="studio-publish-result">
      {notice.text}{' '}
      {notice.url ? (
        <Link href={notice.url} className="underline" data-testid="studio-published-link">
          Open it
        </Link>
      ) : null}
    </FormMessage>
  );
}

/**
 * A save refused because someone saved first: the server's sentence (CONTENT_JUST_UPDATED), the
 * merge view (the author's unsaved version against the head; the frame's) and a way to drop the
 * local changes and load the head instead.
 */
export function ConflictNotice<D>({
  conflict,
  mine,
  onReload,
  onResolve,
}: {
  conflict: { message: string; headRevision: number; headDocument: D | null };
  mine: D;
  onReload: () => void;
  onResolve: (merged: D) => void;
}) {
  return (
    <div
      role="alert"
      data-testid="studio-conflict"
      className="space-y-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>{conflict.message}</span>
        <button type="button" className={buttonClasses('secondary')} onClick={onReload}>
          Drop my changes and load the latest
        </button>
      </div>
      {conflict.headDocument ? (
        <StudioMergeView
          key={conflict.headRevision}
          mine={mine}
          theirs={conflict.headDocument}
          onResolve={onResolve}
        />
      ) : null}
    </div>
  );
}
