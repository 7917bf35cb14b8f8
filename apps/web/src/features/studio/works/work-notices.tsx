'use client';

import Link from 'next/link';
import { FormMessage } from '../../auth/form-parts';
import { buttonClasses } from '../../layout/button-link';
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
 * A save refused because someone saved first: the server's sentence (CONTENT_JUST_UPDATED) and a
 * way to load their version; unsaved changes here stay until the author chooses.
 */
export function ConflictNotice({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <div
      role="alert"
      data-testid="studio-conflict"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
    >
      <span>{message}</span>
      <button type="button" className={buttonClasses('secondary')} onClick={onReload}>
        Load the latest version
      </button>
    </div>
  );
}
