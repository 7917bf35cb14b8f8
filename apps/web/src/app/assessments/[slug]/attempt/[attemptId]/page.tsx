import { apiRefs } from '@learnbox/contracts/route-refs';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { serverApi } from '../../../../../features/api-client/server-api';
import { AttemptScreen } from '../../../../../features/assessments/attempt-screen';

type Params = Promise<{ slug: string; attemptId: string }>;

export const metadata: Metadata = { title: 'Assessment', robots: { index: false, follow: false } };

/** A learner's attempt: private, read with their session; someone else's is a 404. */
export default async function AttemptPage({ params }: { params: Params }) {
  const { slug, attemptId } = await params;
  const path = `/assessments/${encodeURIComponent(slug)}`;
  const state = await serverApi.call(apiRefs.assessments.attempt, { params: { attemptId } });
  if (!state.ok && state.status === 401)
    redirect(`/login?returnUrl=${encodeURIComponent(`${path}/attempt/${attemptId}`)}`);
  if (!state.ok) notFound();
  if (state.data.status === 'finished') redirect(`${path}/result/${attemptId}`);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold text-fg">{state.data.assessment.title}</h1>
      <AttemptScreen initial={state.data} resultHref={`${path}/result/${attemptId}`} />
    </div>
  );
}
