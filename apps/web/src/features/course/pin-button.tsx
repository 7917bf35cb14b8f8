'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import { useState } from 'react';
import { api } from '../api-client/api-client';

/** Pins a course or path to the learner's plans (PUT /api/pinwork, spec section 7). */
export function PinButton({
  workId,
  workType,
  pathType,
  initiallyPinned,
}: {
  workId: string;
  workType: 'collection' | 'path';
  pathType: string | null;
  initiallyPinned: boolean;
}) {
  const [pinned, setPinned] = useState(initiallyPinned);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    setBusy(true);
    const query = new URLSearchParams({ work_type: workType });
    if (pathType && !pinned) query.set('path_type', pathType);
    const reply = await api.call(pinned ? apiRefs.progress.unpin : apiRefs.progress.pin, {
      query,
      body: { work_id: workId },
    });
    setBusy(false);
    if (reply.ok) {
      setPinned(reply.data.pinned);
      setError(null);
    } else setError(reply.errorText);
  };
  return (
    <div>
      <button
        type="button"
        onClick={toggle}
        disabled={busy}
        aria-pressed={pinned}
        data-testid="pin-button"
        className="inline-flex h-11 items-center rounded-xl border border-line bg-surface px-4 text-sm font-semibold text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
      >
        {pinned ? 'Pinned to my plans' : 'Pin to my plans'}
      </button>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
