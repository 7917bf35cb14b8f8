import { INTERVIEW_PAGE_TEXT } from '@learnbox/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { readServerCapabilities } from '../../features/feature-flags/server-flags';
import { StartInterview } from '../../features/mock-interviews/start-interview';

export const metadata: Metadata = { title: 'Mock interviews' };

/** Mock interviews (issue 18): pick a track and start; the history is one link away. */
export default async function MockInterviewsPage() {
  if (!(await readServerCapabilities()).mockInterviews) notFound();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-fg">Mock interviews</h1>
      <p className="mt-2 text-muted">{INTERVIEW_PAGE_TEXT.INTRO}</p>
      <StartInterview />
      <p className="mt-8">
        <Link href="/mock-interviews/history" className="underline">
          Your past interviews and scorecards
        </Link>
      </p>
    </div>
  );
}
