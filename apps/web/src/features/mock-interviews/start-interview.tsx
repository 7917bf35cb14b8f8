'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import { INTERVIEW_PAGE_TEXT } from '@learnbox/domain';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api } from '../api-client/api-client';
import { buttonClasses } from '../layout/button-link';

const TRACKS = [
  { track: 'coding', label: 'Start a coding interview', text: INTERVIEW_PAGE_TEXT.CODING_TRACK },
  {
    track: 'system_design',
    label: 'Start a system design interview',
    text: INTERVIEW_PAGE_TEXT.DESIGN_TRACK,
  },
] as const;

/** Picks a track and starts an interview on a problem from the bank. */
export function StartInterview() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start(track: 'coding' | 'system_design') {
    setBusy(true);
    setError(null);
    const reply = await api.call(apiRefs.mockInterviews.start, { body: { track } });
    if (reply.ok) {
      router.push(`/mock-interviews/${reply.data.id}`);
      return;
    }
    setBusy(false);
    setError(reply.errorText);
  }

  return (
    <div className="mt-8 space-y-4">
      <ul className="grid gap-4 sm:grid-cols-2">
        {TRACKS.map((item) => (
          <li key={item.track} className="rounded-xl border border-line bg-surface p-5">
            <p className="text-muted">{item.text}</p>
            <button
              type="button"
              className={`${buttonClasses()} mt-4`}
              onClick={() => void start(item.track)}
              disabled={busy}
              data-testid={`start-${item.track}`}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
