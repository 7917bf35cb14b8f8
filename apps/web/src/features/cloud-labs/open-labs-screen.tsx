'use client';

import type { LabInstancesReply } from '@learnbox/contracts';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { fetchOpenInstances } from './lab-calls';
import { formatTimeLeft } from './lab-time-left';

type State =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; reply: LabInstancesReply };

/**
 * The /cloudlabs page's part the api can answer today: the learner's open lab (GET /api/instances,
 * retried 4 times), linked so they can go back to it. A list of published labs needs a list call
 * the api does not have yet.
 */
export function OpenLabsScreen() {
  const [result, setResult] = useState<State>({ state: 'loading' });
  useEffect(() => {
    void fetchOpenInstances().then((reply) =>
      setResult(
        reply.ok ? { state: 'loaded', reply: reply.data } : { state: 'failed', message: reply.errorText },
      ),
    );
  }, []);

  if (result.state === 'loading') return <p className="mt-6 text-muted">Loading your labs…</p>;
  if (result.state === 'failed')
    return (
      <p role="alert" className="mt-6 text-red-700 dark:text-red-300">
        {result.message}
      </p>
    );
  const { instances } = result.reply;
  if (instances.length === 0) return <p className="mt-6 text-muted">You have no cloud lab open right now.</p>;
  return (
    <ul className="mt-6 space-y-3" aria-label="Your open labs">
      {instances.map((instance) => (
        <li key={instance.instance_id} className="rounded-2xl border border-line bg-surface p-4">
          <Link
            className="font-semibold text-fg underline"
            href={`/cloudlabs/${instance.author_id}/${instance.work_id}`}
          >
            {instance.work_id}
          </Link>
          <p className="text-muted">Time left: {formatTimeLeft(instance.time_left_ms)}</p>
        </li>
      ))}
    </ul>
  );
}
