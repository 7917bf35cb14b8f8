'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api } from '../api-client/api-client';
import { buttonClasses } from '../layout/button-link';

/** Starts (or resumes) an attempt and opens it; a refusal (the cool-down) is shown as said. */
export function StartAssessmentButton({ slug, label }: { slug: string; label: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setBusy(true);
    setError(null);
    const reply = await api.call(apiRefs.assessments.start, { params: { slug } });
    if (reply.ok) {
      router.push(`/assessments/${encodeURIComponent(slug)}/attempt/${reply.data.attempt_id}`);
      return;
    }
    setBusy(false);
    setError(reply.errorText);
  }

  return (
    <div className="space-y-2">
      <button type="button" className={buttonClasses()} onClick={start} disabled={busy}>
        {label}
      </button>
      {error ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
