import { apiRefs } from '@learnbox/contracts/route-refs';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { serverApi } from '../../../features/api-client/server-api';

export const metadata: Metadata = { title: 'Your mock interviews', robots: { index: false, follow: false } };

/** The learner's mock interviews, newest first, with each scorecard's summary. */
export default async function InterviewHistoryPage() {
  const reply = await serverApi.call(apiRefs.mockInterviews.history);
  if (!reply.ok && reply.status === 401) redirect('/login?returnUrl=%2Fmock-interviews%2Fhistory');
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-fg">Your mock interviews</h1>
      {!reply.ok ? (
        <p role="alert" className="mt-6 text-red-700 dark:text-red-300">
          {reply.errorText}
        </p>
      ) : reply.data.interviews.length === 0 ? (
        <p className="mt-6 text-muted">
          No interviews yet.{' '}
          <Link href="/mock-interviews" className="underline">
            Start one
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-6 space-y-4" data-testid="interview-history">
          {reply.data.interviews.map((item) => (
            <li
              key={item.id}
              className="rounded-xl border border-line bg-surface p-5"
              data-testid="interview-history-item"
            >
              <h2 className="text-lg font-semibold text-fg">
                <Link href={`/mock-interviews/${item.id}`} className="hover:underline">
                  {item.title}
                </Link>
              </h2>
              <p className="text-sm text-muted">
                {item.track === 'coding' ? 'Coding' : 'System design'} · {item.started_at.slice(0, 10)}
              </p>
              <p className="mt-2 text-fg">{item.scorecard ? item.scorecard.summary : 'Not finished yet.'}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
