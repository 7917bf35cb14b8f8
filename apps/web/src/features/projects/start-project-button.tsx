'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import { PROJECT_MESSAGES } from '@learnbox/domain';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api } from '../api-client/api-client';
import { buttonClasses } from '../layout/button-link';
import { OpenModalButton } from '../modals/open-modal-button';
import { useUserInfo } from '../user-info/use-user-info';

/** Starts the project for the signed-in learner, then opens its first task. */
export function StartProjectButton({ slug, firstTaskId }: { slug: string; firstTaskId: string | null }) {
  const router = useRouter();
  const user = useUserInfo();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    const reply = await api.call(apiRefs.projects.start, { params: { slug } });
    setBusy(false);
    if (!reply.ok) return setError(reply.errorText);
    router.push(firstTaskId ? `/projects/${slug}/tasks/${firstTaskId}` : `/projects/${slug}`);
    router.refresh();
  };
  if (user.data === null)
    return (
      <div className="space-y-3">
        <p className="text-sm text-muted">{PROJECT_MESSAGES.LOG_IN_TO_START}</p>
        <OpenModalButton name="Login">Log in</OpenModalButton>
      </div>
    );
  return (
    <div>
      <button
        type="button"
        className={buttonClasses()}
        onClick={start}
        disabled={busy || !user.data}
        data-testid="start-project"
      >
        Start the project
      </button>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
