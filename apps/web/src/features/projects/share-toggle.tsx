'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import { PROJECT_MESSAGES } from '@learnbox/domain';
import Link from 'next/link';
import { useState } from 'react';
import { api } from '../api-client/api-client';
import { buttonClasses } from '../layout/button-link';

/** The finished project's page: its link, and the learner's choice to make it public or private. */
export function ShareToggle({
  slug,
  shareId,
  isPublic,
}: {
  slug: string;
  shareId: string;
  isPublic: boolean;
}) {
  const [shared, setShared] = useState(isPublic);
  const [error, setError] = useState<string | null>(null);
  const href = `/projects/${slug}/finished/${shareId}`;
  const toggle = async () => {
    const reply = await api.call(apiRefs.projects.sharing, {
      params: { slug },
      body: { is_public: !shared },
    });
    if (!reply.ok) return setError(reply.errorText);
    setError(null);
    setShared(reply.data.is_public);
  };
  return (
    <div className="mt-4 space-y-2" data-testid="project-sharing" data-public={shared}>
      <p className="text-sm text-muted">
        {shared ? PROJECT_MESSAGES.PUBLIC_PAGE_NOTE : PROJECT_MESSAGES.PRIVATE_PAGE_NOTE}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Link href={href} className={buttonClasses('secondary')}>
          Open your project page
        </Link>
        <button type="button" className={buttonClasses('secondary')} onClick={toggle}>
          {shared ? 'Make it private' : 'Make it public'}
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
