import { apiRefs } from '@learnbox/contracts/route-refs';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { serverApi } from '../../../features/api-client/server-api';
import { InterviewScreen } from '../../../features/mock-interviews/interview-screen';

type Params = Promise<{ interviewId: string }>;

export const metadata: Metadata = { title: 'Mock interview', robots: { index: false, follow: false } };

/** One of the learner's interviews: private, read with their session; someone else's is a 404. */
export default async function InterviewPage({ params }: { params: Params }) {
  const { interviewId } = await params;
  const reply = await serverApi.call(apiRefs.mockInterviews.read, { params: { interviewId } });
  if (!reply.ok && reply.status === 401)
    redirect(`/login?returnUrl=${encodeURIComponent(`/mock-interviews/${interviewId}`)}`);
  if (!reply.ok) notFound();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold text-fg">
        Mock interview: {reply.data.track === 'coding' ? 'coding' : 'system design'}
      </h1>
      <InterviewScreen initial={reply.data} />
    </div>
  );
}
