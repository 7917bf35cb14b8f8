'use client';

import type { LabInstancesReply } from '@learnbox/contracts';
import { LAB_MESSAGES, LAB_PAGE_MESSAGES } from '@learnbox/domain';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useUserInfo } from '../user-info/use-user-info';
import { fetchOpenInstances } from './lab-calls';
import { labPath } from './lab-path';
import { formatTimeLeft } from './lab-time-left';

type State =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; reply: LabInstancesReply };

/**
 * The learner's open lab on /cloudlabs (GET /api/instances, retried 4 times), linked so they can go
 * back to it; `titles` names it (keyed "authorId/workId", from the catalogue the page read).
 */
export function OpenLabsScreen({ titles = {} }: { titles?: Record<string, string> }) {
  const user = useUserInfo();
  const signedIn = Boolean(user.data);
  const [result, setResult] = useState<State>({ state: 'loading' });
  useEffect(() => {
    // A visitor has no lab: asking would only earn a 401.
    if (!signedIn) return;
    void fetchOpenInstances().then((reply) =>
      setResult(
        reply.ok ? { state: 'loaded', reply: reply.data } : { state: 'failed', message: reply.errorText },
      ),
    );
  }, [signedIn]);

  if (!user.isPending && !signedIn) return <p className="mt-4 text-muted">{LAB_MESSAGES.LOGIN_REQUIRED}</p>;
  if (result.state === 'loading')
    return <p className="mt-4 text-muted">{LAB_PAGE_MESSAGES.LOADING_OPEN_LABS}</p>;
  if (result.state === 'failed')
    return (
      <p role="alert" className="mt-4 text-red-700 dark:text-red-300">
        {result.message}
      </p>
    );
  const { instances } = result.reply;
  if (instances.length === 0) return <p className="mt-4 text-muted">{LAB_PAGE_MESSAGES.NO_OPEN_LAB}</p>;
  return (
    <ul className="mt-4 space-y-3" aria-label="Your open labs">
      {instances.map((instance) => (
        <li key={instance.instance_id} className="rounded-2xl border border-line bg-surface p-4">
          <Link className="font-semibold text-fg underline" href={labPath(instance)}>
            {titles[`${instance.author_id}/${instance.work_id}`] ?? instance.work_id}
          </Link>
          <p className="text-muted">
            {LAB_PAGE_MESSAGES.TIME_LEFT}: {formatTimeLeft(instance.time_left_ms)}
          </p>
        </li>
      ))}
    </ul>
  );
}
